#!/usr/bin/env python3
"""Count, before any rule, how robust the best memory's win is to dropping a task word.

    python3 tools/abstain/robust.py /tmp/rows.jsonl

Input: TestAbstainFeaturesDump's rows (abstainfeatures_test.go), whose
features carry ranking robustness (Zhou and Croft 2006-07; robustnessFeatures):
the task ranked again by the router with each matched stem removed in turn.
robust / robusth: the share of removals after which the order's first / the
highest score's memory stays first (robustw, robusthw: weighted by IDF);
robustb: robusth over the best memory's own stems; flip1 / flip1o: removing
the best memory's strongest stem changes the highest score's memory / the
order's first; minshare: the least evidence share the best memory keeps
when one of its stems goes; nrem: how many stems were removed. The
hypothesis (stop 44, rec44c): a task with an answer has several words
pointing at its memory, a task nothing covers is won by one incidental word.
Printed for the real projects (pool26 and polars) and the invented sets
apart, pooled (holdouts are read only this way): each class's means, and the
AUC between (a) covered tasks answered with nothing and (c) tasks nothing
covers left unanswered, also within strata of nrem (is it more than how many
of the task's words the store knows?). Measured in RETRIEVAL-LOG.md,
"Abstention", stop 44 (rec44c). Standard library only."""
import collections, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from curve import REAL as POOL26
from semcor import auc

REAL = set(POOL26 + ['polars'])
FEATS = ['robust', 'robusth', 'robustw', 'robusthw', 'robustb', 'flip1', 'flip1o', 'minshare', 'nrem', 'share']
STRATA = ((0, 2), (2, 3), (3, 4), (4, 5), (5, 7), (7, 99))

def cls(r):
    if r['expected'] > 0:
        return 'a' if not r['answered'] else 'b'
    return 'c' if not r['answered'] else 'c-ans'

def val(r, k):
    """The feature, oriented so that higher is more robust."""
    v = r['f'].get(k, 0.0)
    return -v if k.startswith('flip') else v

def main():
    rows = [json.loads(l) for l in open(sys.argv[1])]
    rows = [r for r in rows if not r['fixed']]
    if not any('robusth' in r['f'] for r in rows):
        sys.exit('the rows carry no robustness features (dumped before stop 44, rec44c)')
    for name, sel in (('real projects (27)', lambda r: r['set'] in REAL), ('invented sets', lambda r: r['set'] not in REAL)):
        by = collections.defaultdict(list)
        for r in filter(sel, rows):
            by[cls(r)].append(r)
        print('==', name)
        for c in ('a', 'b', 'c', 'c-ans'):
            v = by[c]
            if v:
                print('  %-5s %4d  ' % (c, len(v)) + '  '.join('%s %.3f' % (k, sum(r['f'].get(k, 0) for r in v) / len(v)) for k in FEATS))
        a, c = by['a'], by['c']
        print('  AUC (a) vs (c), %d / %d: ' % (len(a), len(c)) + '  '.join('%s %.3f' % (k, auc([val(r, k) for r in a], [val(r, k) for r in c])) for k in FEATS))
        num = den = 0.0
        for lo, hi in STRATA:
            aa = [r for r in a if lo <= r['f']['nrem'] < hi]
            cc = [r for r in c if lo <= r['f']['nrem'] < hi]
            if aa and cc:
                x = auc([val(r, 'robusth') for r in aa], [val(r, 'robusth') for r in cc])
                span = '%d+' % lo if hi == 99 else '%d' % lo if hi == lo + 1 else '%d-%d' % (lo, hi - 1)
                print('  nrem %s: (a) %d (c) %d robusth AUC %.3f' % (span, len(aa), len(cc), x))
                num, den = num + x * len(aa) * len(cc), den + len(aa) * len(cc)
        print('  robusth AUC within nrem strata, pooled: %.3f' % (num / den))

if __name__ == '__main__':
    main()
