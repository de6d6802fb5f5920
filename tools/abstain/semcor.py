#!/usr/bin/env python3
"""Count, before any rule, how common in English the words a store lacks are.

    python3 tools/abstain/semcor.py /tmp/rows.jsonl

Input: TestAbstainFeaturesDump's rows (abstainfeatures_test.go), whose
per-stem list `t` carries `sc`, the word's SemCor count (WordNet's
cntlist.rev summed over every sense, the largest over its dictionary forms).
The hypothesis (stop 44, rec44a): a task the store covers but words
differently has unknown words that are common English, a task nothing
covers names things the store never mentions. Printed for the real projects
(pool26 and polars) and the invented sets apart, pooled (holdouts are read
only this way): each class's unknown stems by SemCor band (0, 1-4, 5-19,
20+) and the share of its unknown information in each; per task, how often
a word SemCor never tagged is among them and the share at 20+; and the AUC
of those per-task figures between (a) covered tasks answered with nothing
and (c) tasks nothing covers left unanswered, the two a rule would have to
tell apart. Measured in RETRIEVAL-LOG.md, "Abstention", stop 44.
Standard library only."""
import collections, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from curve import REAL as POOL26, band

REAL = set(POOL26 + ['polars'])
BANDS = ['0', '1-4', '5-19', '20+']

def cls(r):
    if r['expected'] > 0:
        return '(a) covered, nothing' if not r['answered'] else '(b) covered, answered'
    return '(c) none, kept' if not r['answered'] else '(c) none, answered'

def unknowns(r):
    return [t for t in r.get('t') or [] if t['k'] == 'unknown']

def info_at(us, least):
    """The share of the task's unknown information (as the router weighs it,
    before the store's coverage) in words SemCor tags at least `least` times."""
    w = [t['idf'] * (1 - t['syn']) for t in us]
    return sum(x for x, t in zip(w, us) if t['sc'] >= least) / (sum(w) or 1)

def auc(pos, neg):
    s = sum(1 if p > q else 0.5 if p == q else 0 for p in pos for q in neg)
    return s / (len(pos) * len(neg)) if pos and neg else float('nan')

def main():
    rows = [json.loads(l) for l in open(sys.argv[1])]
    rows = [r for r in rows if not r['fixed']]
    if any(t.get('sc', -1) < 0 for r in rows for t in r.get('t') or []):
        sys.exit('the rows carry no SemCor counts (cntlist.rev was not on the machine that dumped them)')
    for name, sel in (('real projects (27)', lambda r: r['set'] in REAL), ('invented sets', lambda r: r['set'] not in REAL)):
        stems = collections.defaultdict(collections.Counter)
        info = collections.defaultdict(collections.Counter)
        tasks = collections.defaultdict(list)
        for r in filter(sel, rows):
            us = unknowns(r)
            tasks[cls(r)].append(us)
            for t in us:
                stems[cls(r)][band(t['sc'])] += 1
                info[cls(r)][band(t['sc'])] += t['idf'] * (1 - t['syn'])
        print('==', name)
        for c in sorted(tasks):
            withu = [us for us in tasks[c] if us]
            n, ti = sum(stems[c].values()), sum(info[c].values()) or 1
            print('%-22s tasks %4d  with unknown %4d  stems %s (%d)  info %s' % (
                c, len(tasks[c]), len(withu), ' / '.join(str(stems[c][b]) for b in range(4)), n,
                ' / '.join('%.2f' % (info[c][b] / ti) for b in range(4))))
            if withu:
                print('%-22s per task: a word SemCor never tagged %.2f, a word under 5 %.2f, every word 20+ %.2f, info 20+ %.2f, info 5+ %.2f' % (
                    '', sum(any(t['sc'] == 0 for t in us) for us in withu) / len(withu),
                    sum(any(t['sc'] < 5 for t in us) for us in withu) / len(withu),
                    sum(all(t['sc'] >= 20 for t in us) for us in withu) / len(withu),
                    sum(info_at(us, 20) for us in withu) / len(withu), sum(info_at(us, 5) for us in withu) / len(withu)))
        a = [r for r in filter(sel, rows) if cls(r) == '(a) covered, nothing' and unknowns(r)]
        c = [r for r in filter(sel, rows) if cls(r) == '(c) none, kept' and unknowns(r)]
        print('AUC (a) against (c) kept, %d / %d: info 20+ %.3f, info 5+ %.3f, the evidence share %.3f' % (
            len(a), len(c), auc([info_at(unknowns(r), 20) for r in a], [info_at(unknowns(r), 20) for r in c]),
            auc([info_at(unknowns(r), 5) for r in a], [info_at(unknowns(r), 5) for r in c]),
            auc([r['f']['share'] for r in a], [r['f']['share'] for r in c])))

if __name__ == '__main__':
    main()
