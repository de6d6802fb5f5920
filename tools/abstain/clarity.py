#!/usr/bin/env python3
"""Query clarity as abstention evidence (RETRIEVAL-LOG.md, Abstention, stop 39).

    python3 tools/abstain/clarity.py /tmp/rows.jsonl

Reads TestAbstainFeaturesDump's rows (their `clarity` and `clarityrel`,
clarityFeatures; `agree`: the order's first is abstention's best). (1a) how well each orders the tasks the router abstains
on (covered with the forced answer right against no answer), as AUC; (1b)
as an override of the evidence share (answer when the share fails but
the feature reaches t), t swept and chosen on the six tune sets only,
every set's falls and rises and the real projects pooled reported.
Standard library only."""
import collections, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit import figs, load, auc
from curve import TUNE
from rules import REAL, rule

def main():
    rows = load(sys.argv[1])
    bad = [r for r in rows if not r['fixed'] and (rule(r['f']) and not r['f'].get('forcedempty')) != r['answered']]
    print('replay: %d of %d tasks decided as the router does' % (len(rows) - len(bad), len(rows)))
    by = collections.OrderedDict()
    for r in rows:
        by.setdefault(r['set'], []).append(r)
    cur = lambda r: r['answered']
    base = {s: figs(rs, cur) for s, rs in by.items()}
    abst = [r for r in rows if not r['fixed'] and not r['answered'] and not r['f'].get('forcedempty')
            and (r['expected'] == 0 or r['hits'] > 0)]
    for name, sel in (('all sets', lambda r: True), ('tune sets', lambda r: r['set'] in TUNE),
                      ('real projects', lambda r: r['set'] in REAL)):
        rs = [r for r in abst if sel(r)]
        print('%-14s abstained: %d covered right, %d no answer;' % (name, sum(r['expected'] > 0 for r in rs),
              sum(r['expected'] == 0 for r in rs)) + ''.join(
              ' %s AUC %.3f' % (k, auc([(r['f'].get(k, 0), r['expected'] > 0) for r in rs]))
              for k in ('clarity', 'clarityrel', 'agree', 'share', 'surprise', 'nqc', 'zbest', 'med20')))
    real = [r for s in by if s in REAL for r in by[s]]
    b, ball = figs(real, cur), figs(rows, cur)
    print('router: real pooled %.3f/%.3f/%.3f  kept %d of %d  found %d' % (b['recall'], b['mrr'], b['zero'], ball['zok'], ball['zc'], ball['hits']))
    for feat in ('clarity', 'clarityrel', 'agree'):
        vals = sorted(r['f'].get(feat, 0) for r in abst)
        for q in ((50, 60, 70, 80, 85, 90, 95, 97, 99) if feat != 'agree' else (99,)):
            t = vals[min(len(vals) - 1, int(len(vals) * q / 100))]
            dec = lambda r, t=t: rule(r['f'], override=lambda f: f.get(feat, 0) >= t)
            falls, rises, tf, tr = [], [], 0, 0
            for s, rs in by.items():
                x = figs(rs, dec)
                for k in ('recall', 'mrr', 'zero'):
                    d = x[k] - base[s][k]
                    if d < -0.02:
                        falls.append('%s %s %.3f->%.3f' % (s, k, base[s][k], x[k])); tf += s in TUNE
                    elif d > 0.0005:
                        rises.append('%s %s %.3f->%.3f' % (s, k, base[s][k], x[k])); tr += s in TUNE
            n, nall = figs(real, dec), figs(rows, dec)
            tune = [r for r in rows if r['set'] in TUNE]
            tb, tn = figs(tune, cur), figs(tune, dec)
            print('%-10s >= %.3f (q%d): tune found %d->%d kept %d->%d (tune falls %d, rises %d) | real pooled %.3f/%.3f/%.3f kept %d found %d falls %d' % (
                feat, t, q, tb['hits'], tn['hits'], tb['zok'], tn['zok'], tf, tr, n['recall'], n['mrr'], n['zero'], nall['zok'], nall['hits'], len(falls)))
            if '-v' in sys.argv and tf == 0:
                for x in falls: print('    fall', x)
                for x in rises: print('    rise', x)

if __name__ == '__main__':
    main()
