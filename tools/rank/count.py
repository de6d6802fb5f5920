"""Step 1 of rec45: where is the first expected memory in the ranking
alone's candidates, for covered tasks. Usage: python3 tools/rank/count.py F.jsonl"""
import sys
from common import load, by_set, TUNE, P6, P26, metrics, base_order

BANDS = [(1, 5), (6, 10), (11, 20), (21, 64)]


def band_counts(rows):
    n = [0] * (len(BANDS) + 1)
    for r in rows:
        if r["expected"] == 0 or r["fixed"]:
            continue
        pos = next((i + 1 for i, c in enumerate(r["c"]) if c["y"]), 0)
        for b, (lo, hi) in enumerate(BANDS):
            if lo <= pos <= hi:
                n[b] += 1
                break
        else:
            n[-1] += 1
    return n


def show(name, rows):
    n = band_counts(rows)
    tot = sum(n)
    cells = " ".join("%4d (%4.1f%%)" % (x, 100.0 * x / tot) for x in n)
    print("%-10s %4d  %s" % (name, tot, cells))


if __name__ == "__main__":
    rows = load(sys.argv[1])
    sets = by_set(rows)
    print("%-10s %4s  %s" % ("set", "cov", "   1-5         6-10        11-20       21-64       none"))
    for s in TUNE:
        show(s, sets[s])
    show("tune", [r for s in TUNE for r in sets[s]])
    show("pool6", [r for s in P6 for r in sets[s]])
    show("pool26", [r for s in P26 for r in sets[s]])
    print("replay check (ranking alone, recall@5 MRR):")
    for name, rs in [("pool6", [r for s in P6 for r in sets[s]]), ("pool26", [r for s in P26 for r in sets[s]])] + [(s, sets[s]) for s in TUNE]:
        print("  %-10s %.3f %.3f" % ((name,) + metrics(rs, base_order)))
