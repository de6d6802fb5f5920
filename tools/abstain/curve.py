#!/usr/bin/env python3
"""Compare abstention rules by their trade-off curves, offline.

    python3 tools/abstain/curve.py /tmp/rows.jsonl

Input: TestAbstainFeaturesDump's rows (abstainfeatures_test.go), with the
per-stem list `t`. The reference curve is the router's decision with the
evidence share's threshold (minExplained) swept; every variant below
replaces that share by another measure of how much of the task the best
memory explains, swept the same way, the other tests kept. A variant
dominates when, at the zero-result of a point of the reference curve, it
finds more (the real projects pooled, pool26 since stop 44, and over all sets the expected
memories found against the tasks with no answer kept). The variants were
written before the first run (issue 16 item 1, RETRIEVAL-LOG.md "Abstention").
Standard library only."""
import collections, json, math, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit import figs, load, Model, fit
from rules import REAL

# The real pool since stop 44: evalall.sh's pool26 (the twenty-six real
# projects, without the polars tune set).
REAL = REAL + ['tokio', 'playwright', 'terraform', 'arrow', 'spring-boot', 'bevy']

TUNE = ['dev', 'wardline', 'cadence', 'orbitline', 'uv', 'hugo']

def gate(f, share_ok, covered=0.4):
    """rules.rule with the evidence-share test given as share_ok."""
    if not f['worded'] and f['literal'] + f['synonym'] < 2:
        return False
    if f['everydayfail']:
        return False
    category = f['category'] > 0
    if f['score'] < 2.0:
        return False
    if not share_ok and not category:
        return False
    if f['covered'] < covered and not category:
        return False
    return True

def generic(t, n, g):
    """A stem says little in this store: everyday English, or in more than
    g of its memories."""
    return t['ev'] or t['df'] > g * n

def measures(r):
    """Each variant's share for row r (higher: more explained)."""
    f, ts = r['f'], r.get('t') or []
    n = f.get('ndocs', 20)
    cov = f.get('coverage', 1)
    ev, unk = f['rawevidence'], f['rawunknown']
    out = {'share': f['share']}
    for g in (0.1, 0.2):
        # Generic matched words are no evidence; the unknown as before.
        sev = sum(min(t['b'], 1) * t['idf'] for t in ts if not generic(t, n, g))
        out['specev%.0f' % (g * 100)] = sev / max(sev + unk, 1e-9) if sev > 0 else 0.0
        # The known information only: the share of the task's specific
        # known information the best memory matches (unknown words no
        # evidence either way).
        kinfo = sum(t['idf'] for t in ts if t['k'] == 'known' and not generic(t, n, g))
        kev = sum(min(t['b'], 1) * t['idf'] for t in ts if t['k'] == 'known' and not generic(t, n, g))
        out['knownspec%.0f' % (g * 100)] = kev / kinfo if kinfo > 0 else 0.0
        # Generic words discounted to half on both sides.
        w = lambda t: 0.5 if generic(t, n, g) else 1.0
        dev_ = sum(w(t) * min(t['b'], 1) * t['idf'] for t in ts)
        dunk = sum(w(t) * t['idf'] * (1 - t['syn']) for t in ts if t['k'] == 'unknown') * cov
        out['halfgen%.0f' % (g * 100)] = dev_ / max(dev_ + dunk, 1e-9)
    # Unknown everyday words (WordNet) no evidence against the memory.
    out['unkspec'] = ev / max(ev + f['unkother'], 1e-9)
    # Issue 16 item 1 as written (added at 43a733b, after the others were
    # measured): answer when the best memory matches a task word that is
    # specific in this store (known, not everyday, in at most g of its
    # memories), whatever the task's unknown words; 1 or 0.
    for g in (0.1, 0.2, 0.3):
        out['item1spec%.0f' % (g * 100)] = 1.0 if any(
            t['k'] == 'known' and t['b'] >= 1 and not generic(t, n, g) for t in ts) else 0.0
    # Stop 44 (rec44a): an unknown word graded by how common it is in
    # English at large, its SemCor count (the dump's `sc`, WordNet's
    # cntlist.rev): a common word the store lacks is less unknown (the
    # paraphrase's "exhausted", "texted"). w by band 0 / 1-4 / 5-19 / 20+.
    if all(t.get('sc', -1) >= 0 for t in ts):
        for name, w in SEMCOR.items():
            wunk = cov * sum(w[band(t['sc'])] * t['idf'] * (1 - t['syn']) for t in ts if t['k'] == 'unknown')
            out[name] = ev / max(ev + wunk, 1e-9)
    # Stop 44 (rec44c): ranking robustness (Zhou and Croft), the task ranked
    # again with each matched stem removed in turn (the dump's robusth: the
    # share of removals after which the highest score's memory stays first;
    # robustb: over the best memory's own stems; flip1: removing its
    # strongest stem changes it). A task with an answer was expected to
    # have several words pointing at its memory.
    if 'robusth' in f:
        rh = f['robusth']
        out['robU'] = ev / max(ev + unk * (1 - rh), 1e-9)
        out['robU2'] = ev / max(ev + unk * (1 - rh / 2), 1e-9)
        out['robT'] = f['share'] + (0.15 if rh >= 0.75 else 0)
        out['robB'] = f['share'] + (0.15 if f['robustb'] >= 0.5 else 0)
        out['robF'] = f['share'] + (0.10 if not f.get('flip1') else 0)
    return out

SEMCOR = {'semA': (1, 1, 0.75, 0.5), 'semB': (1, 0.75, 0.5, 0.25), 'semC': (1, 1, 1, 0.5)}

def band(c):
    """A SemCor count's band: 0, 1-4, 5-19, 20 and more."""
    return 0 if c <= 0 else 1 if c < 5 else 2 if c < 20 else 3

def sweep(rows, name, grid):
    pts = []
    real = [r for r in rows if r['set'] in REAL]
    for th in grid:
        dec = lambda r, th=th: gate(r['f'], r['m'][name] >= th)
        a, b = figs(real, dec), figs(rows, dec)
        pts.append((th, a['recall'], a['mrr'], a['zero'], b['zok'], b['hits']))
    return pts

def interp(curve, z, key):
    """Reference recall (key 1) or found (key 5) at zero-result z
    (key 3) or kept (key 4), linear between its points."""
    xs = sorted(curve, key=lambda p: p[key[0]])
    for p, q in zip(xs, xs[1:]):
        if p[key[0]] <= z <= q[key[0]]:
            if q[key[0]] == p[key[0]]:
                return max(p[key[1]], q[key[1]])
            a = (z - p[key[0]]) / (q[key[0]] - p[key[0]])
            return p[key[1]] + a * (q[key[1]] - p[key[1]])
    return None

def falls(rows, dec, base):
    by = collections.OrderedDict()
    for r in rows:
        by.setdefault(r['set'], []).append(r)
    out = []
    for s, rs in by.items():
        x = figs(rs, dec)
        for k in ('recall', 'mrr', 'zero'):
            if x[k] - base[s][k] < -0.02:
                out.append('%s %s %.3f->%.3f' % (s, k, base[s][k], x[k]))
    return out

def main():
    rows = [r for r in load(sys.argv[1])]
    for r in rows:
        r['m'] = {} if r['fixed'] else measures(r)
    by = collections.OrderedDict()
    for r in rows:
        by.setdefault(r['set'], []).append(r)
    base = {s: figs(rs, lambda r: r['answered']) for s, rs in by.items()}
    grid = [i / 100 for i in range(0, 101, 5)]
    ref = sweep(rows, 'share', grid)
    print('reference: the evidence share swept (threshold, real recall/MRR/zero, all kept, all found)')
    for p in ref:
        print('  %.2f  %.3f/%.3f/%.3f  kept %d  found %d' % p)
    for name in next(r for r in rows if r['m'])['m']:
        if name == 'share':
            continue
        print(name)
        for p in sweep(rows, name, grid):
            rz = interp(ref, p[3], (3, 1))
            rk = interp(ref, p[4], (4, 5))
            dec = lambda r, th=p[0]: gate(r['f'], r['m'][name] >= th)
            fl = falls(rows, dec, base)
            print('  %.2f  %.3f/%.3f/%.3f  kept %d  found %d   vs ref recall %+.3f  found %+.0f  falls %d' %
                  (p + ((p[1] - rz) if rz is not None else float('nan'), (p[5] - rk) if rk is not None else float('nan'), len(fl))))

if __name__ == '__main__':
    main()
