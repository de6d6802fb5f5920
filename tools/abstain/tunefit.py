#!/usr/bin/env python3
"""A logistic decision fitted on the tune sets only, scored on the rest.

    python3 tools/abstain/tunefit.py /tmp/rows.jsonl

Fits a logistic regression (fit.py's) on the six tune sets (dev,
wardline, cadence, orbitline, uv, hugo), labels as fit.py's, over the
features fit.py uses plus the share variants of curve.py; the model's
score stands in for the evidence share inside the rule's other tests
(curve.gate). Its threshold is swept and every point compared, on the
sets it never saw, with the evidence share swept on the same sets
(issue 16 item 1). Standard library only."""
import collections, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit import figs, load, Model, FEATS
from curve import gate, measures, interp, TUNE, falls
from rules import REAL

def main():
    rows = load(sys.argv[1])
    for r in rows:
        if not r['fixed']:
            r['f'].update(measures(r))
    feats = FEATS + ['specev10', 'specev20', 'knownspec10', 'knownspec20', 'halfgen10', 'halfgen20', 'unkspec',
                     'surprise', 'spec05', 'spec10', 'spec20', 'med20', 'bestlen', 'foreign', 'unkev', 'unkother']
    train = [r for r in rows if r['set'] in TUNE and not r['fixed'] and (r['expected'] == 0 or r['hits'] > 0)]
    rest = [r for r in rows if r['set'] not in TUNE]
    by = collections.OrderedDict()
    for r in rest:
        by.setdefault(r['set'], []).append(r)
    base = {s: figs(rs, lambda r: r['answered']) for s, rs in by.items()}
    for fs_name, fs in (('all', feats), ('fit.py', FEATS), ('share+new', ['share', 'specev20', 'halfgen20', 'unkspec', 'knownspec20', 'surprise', 'spec10'])):
        for l2 in (1.0, 10.0):
            m = Model(fs, train, lambda r: 1 if r['expected'] > 0 else 0, l2, True)
            real = [r for r in rest if r['set'] in REAL]
            ref, pts = [], []
            zs = sorted({round(m.z(r), 2) for r in rest if not r['fixed']})
            for th in [i / 100 for i in range(0, 101, 5)]:
                dec = lambda r, th=th: gate(r['f'], r['f']['share'] >= th)
                a, b = figs(real, dec), figs(rest, dec)
                ref.append((th, a['recall'], a['mrr'], a['zero'], b['zok'], b['hits']))
            print('features %s, l2 %.0f (fitted on %d tune tasks)' % (fs_name, l2, len(train)))
            for q in range(5, 100, 5):
                t = zs[int(len(zs) * q / 100)]
                dec = lambda r, t=t: gate(r['f'], m.z(r) >= t)
                a, b = figs(real, dec), figs(rest, dec)
                rz = interp(ref, a['zero'], (3, 1)); rk = interp(ref, b['zok'], (4, 5))
                print('  z>=%6.2f real %.3f/%.3f/%.3f kept %d found %d  vs share: recall %s found %s falls %d' % (
                    t, a['recall'], a['mrr'], a['zero'], b['zok'], b['hits'],
                    '%+.3f' % (a['recall'] - rz) if rz is not None else 'n/a',
                    '%+.0f' % (b['hits'] - rk) if rk is not None else 'n/a', len(falls(rest, dec, base))))
    print('the share on the same sets:')
    for p in ref:
        print('  %.2f  %.3f/%.3f/%.3f  kept %d  found %d' % p)

if __name__ == '__main__':
    main()
