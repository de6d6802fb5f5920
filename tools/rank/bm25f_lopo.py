#!/usr/bin/env python3
"""Stop 50 (rec50a): choose BM25F's k1, b and field weights leave-one-set-out over the tune sets.

  ENGRAM_NO_CACHE=1 ENGRAM_BMF_SETS=dev=DIR,uv=DIR,... ENGRAM_BMF_OUT=F.jsonl \\
      go test -count=1 -run '^TestBM25FSweep$' .
  python3 tools/rank/bm25f_lopo.py F.jsonl

Each line of F is one setting's ranking-alone recall@5 and MRR on one set (route_bm25f_sweep_test.go).
A setting's score on a set is the mean of its recall and MRR; on several sets, the mean over them.
Prints, for each set held out, the setting the other sets choose and its score on the held-out set
against the current setting's; then the setting all sets choose, and the best setting under which
no set's recall or MRR falls by more than 0.02, each with every set's change."""
import json
import sys
from collections import defaultdict

CURRENT = (1.2, 0.6, 2.0, 2.5, 0.4)


def load(path):
    by = defaultdict(dict)
    for line in open(path):
        r = json.loads(line)
        key = (r["k1"], r["b"], r["title"], r["tags"], r["rest"])
        by[key][r["set"]] = (r["recall"], r["mrr"])
    return by


def score(by, key, sets):
    return sum((by[key][s][0] + by[key][s][1]) / 2 for s in sets) / len(sets)


def changes(by, key, sets):
    out = []
    for s in sets:
        (r0, m0), (r1, m1) = by[CURRENT][s], by[key][s]
        if abs(r1 - r0) > 1e-9 or abs(m1 - m0) > 1e-9:
            out.append(f"{s} {r0:.3f}/{m0:.3f}->{r1:.3f}/{m1:.3f}")
    return "; ".join(out) or "no set moves"


def main():
    by = load(sys.argv[1])
    sets = sorted(next(iter(by.values())))
    print(f"{len(by)} settings, sets: {' '.join(sets)}")
    print(f"current {CURRENT}: mean {score(by, CURRENT, sets):.4f}")
    gain = 0.0
    for held in sets:
        train = [s for s in sets if s != held]
        best = max(by, key=lambda k: (round(score(by, k, train), 6), k == CURRENT))
        d = score(by, best, [held]) - score(by, CURRENT, [held])
        gain += d
        print(f"held out {held:10} chosen {best}: {score(by, CURRENT, [held]):.4f} -> {score(by, best, [held]):.4f} ({d:+.4f})")
    print(f"leave-one-set-out mean change {gain / len(sets):+.4f}")
    best = max(by, key=lambda k: (round(score(by, k, sets), 6), k == CURRENT))
    print(f"all sets choose {best}: mean {score(by, best, sets):.4f}; {changes(by, best, sets)}")

    def safe(k):
        return all(by[k][s][0] >= by[CURRENT][s][0] - 0.02 and by[k][s][1] >= by[CURRENT][s][1] - 0.02 for s in sets)
    ok = [k for k in by if safe(k)]
    best = max(ok, key=lambda k: (round(score(by, k, sets), 6), k == CURRENT))
    print(f"best with no set falling > 0.02 {best}: mean {score(by, best, sets):.4f}; {changes(by, best, sets)}")


if __name__ == "__main__":
    main()
