#!/usr/bin/env python3
"""Which decision feature separates the covered tasks the router empties from the tasks with no answer it rightly
empties, within a set (stop 57, rec57a).

    python3 tools/abstain/separate.py /tmp/rows.jsonl uv,hugo,polars,tauri

Input: TestAbstainFeaturesDump's rows (abstainfeatures_test.go). A: a covered task answered with nothing whose forced
route holds an expected memory (the abstention threw a right answer away); B: a task with no answer answered with
nothing. For every feature of the dump, and a few read from its terms, the share of (A, B) pairs of the same set in
which A's value is the larger (ties half): 0.5 separates nothing, 1.0 or 0.0 separates fully. Pairs within one set
only, so a feature that only tells one store from another (its size, its scores' scale) does not pass for a
separator. Standard library only."""
import json, sys


def terms(r):
    f = dict(r['f'])
    T = r.get('t') or []
    f['t_matched'] = sum(1 for t in T if t['b'] > 0)
    f['t_matched_title'] = sum(1 for t in T if t['b'] > 0 and t['tt'])
    f['t_rare_matched'] = sum(1 for t in T if t['b'] > 0 and t['df'] <= 2)
    f['t_unknown_everyday'] = sum(1 for t in T if t['k'] == 'unknown' and t['ev'])
    f['t_unknown_other'] = sum(1 for t in T if t['k'] == 'unknown' and not t['ev'])
    f['t_unknown_frac'] = sum(1 for t in T if t['k'] == 'unknown') / max(1, len(T))
    return f


def main():
    rows = [json.loads(line) for line in open(sys.argv[1])]
    sets = set(sys.argv[2].split(','))
    live = [r for r in rows if r['set'] in sets and not r['fixed'] and not r['answered']]
    A = [(r['set'], terms(r)) for r in live if r['expected'] > 0 and r['hits'] > 0]
    B = [(r['set'], terms(r)) for r in live if r['expected'] == 0]
    pairs = [(a, b) for sa, a in A for sb, b in B if sa == sb]
    print('A %d, B %d, pairs within a set %d' % (len(A), len(B), len(pairs)))
    keys = sorted({k for _, f in A + B for k in f} - {'besthit'})  # besthit is the label itself
    out = []
    for k in keys:
        s = sum(1 if a.get(k, 0) > b.get(k, 0) else 0.5 if a.get(k, 0) == b.get(k, 0) else 0 for a, b in pairs)
        out.append((abs(s / len(pairs) - 0.5), s / len(pairs), k))
    for _, v, k in sorted(out, reverse=True)[:15]:
        print('%-20s %.3f' % (k, v))


if __name__ == '__main__':
    main()
