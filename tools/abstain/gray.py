#!/usr/bin/env python3
"""Variants of the decision that answer in the evidence share's gray zone,
scored against the share's own curve (stop 40, rec40b).

    E=testdata/eval
    ENGRAM_ABSTAIN_FEATURES=/tmp/rows.jsonl \
    ENGRAM_ABSTAIN_SETS="../shared/eval/dev $E/wardline $E/uv ..." \
      go test -count=1 -run TestAbstainFeaturesDump .
    python3 tools/abstain/gray.py /tmp/rows.jsonl [--verbose] [--tune]

The gray zone is an evidence share in [x, 0.5) with every other test of
the decision passing (rules.py's rule at minExplained x). A variant answers
there only when its condition holds:

  R1 the best memory alone (no other member): zero-result moves exactly as
     the share lowered to x; recall can only be lower;
  R2 an independent ranker (plain BM25 over title+tags, or over
     title+tags+content, on the task's own stems) puts first the memory
     abstention judges (agreett, agreefull);
  R3 every word the best memory matches literally is in its title or tags,
     at least one or two of them (R3b/c: two that are not everyday words);
  R4 every informative stem of the task (known or unknown, not everyday)
     is matched literally in the best memory's title or tags, any share;
  R5 a clause's best is the memory abstention judges (clauseagree);
  R6 a run of adjacent unknown stems counts once (its largest, or mean,
     unknown weight) in the share, instead of each as the rarest word.

Each is printed with the real projects pooled (recall@5 / MRR /
zero-result), its distance from the share's curve at equal pooled
zero-result (recall) and at equal tasks kept over all sets (found), and the
sets whose recall@5, MRR or zero-result falls by more than 0.02 (tune sets
in brackets). --tune prints only variants that no tune set's figure falls
for and some rises on (a selection made without the holdouts). Measured in
RETRIEVAL-LOG.md, Abstention, "stop 40". Standard library only."""
import argparse, collections, itertools, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit import load
from rules import rule, REAL

TUNE = {'dev', 'wardline', 'cadence', 'orbitline', 'uv', 'hugo'}

def figs(rs, dec):
    """dec(row) is None (abstain), 'all' (the forced route) or 'best' (the
    memory abstention judges alone)."""
    exp = hits = wexp = zc = zok = 0
    rr = 0.0
    for r in rs:
        if r['fixed']:
            h, q, ans = r['cur_hits'], r['cur_rr'], r['answered']
        else:
            d = dec(r)
            ans = d is not None and not r['f'].get('forcedempty')
            if not ans:
                h, q = 0, 0.0
            elif d == 'best':
                h = 1 if r['f'].get('besthit') else 0
                q = float(h)
            else:
                h, q = r['hits'], r['rr']
        exp += r['expected']; hits += h
        if r['expected'] > 0:
            wexp += 1; rr += q
        else:
            zc += 1; zok += (not ans)
    return dict(recall=hits / exp, mrr=rr / wexp, zero=zok / zc if zc else float('nan'), hits=hits, zok=zok)

def terms(r):
    return r.get('t') or []

def lit_in_title(r, least, specific=False, need_all=True):
    lits = [t for t in terms(r) if t['b'] >= 1]
    ok = [t for t in lits if t['tt'] and not (specific and t['ev'])]
    return len(ok) >= least and (not need_all or all(t['tt'] for t in lits))

def informative_in_title(r, least):
    inf = [t for t in terms(r) if t['k'] in ('known', 'unknown') and not t['ev']]
    return len(inf) >= least and all(t['b'] >= 1 and t['tt'] for t in inf)

def unknown_runs(r, agg):
    """The weighed unknown information with each run of adjacent unknown
    stems counted once (agg of its weights); agg=sum is the router's."""
    runs, cur = [], []
    for t in terms(r):
        if t['k'] == 'unknown':
            cur.append(t['idf'] * (1 - t['syn']))
        elif cur:
            runs.append(cur); cur = []
    if cur:
        runs.append(cur)
    return sum(agg(x) for x in runs) * r['f']['coverage']

def gray(x, cond, how='all'):
    return lambda r: 'all' if rule(r['f']) else (how if rule(r['f'], explained=x) and cond(r) else None)

def runs_rule(agg):
    def dec(r):
        f = dict(r['f'])
        ev = f['rawevidence']
        f['share'] = ev / max(ev + unknown_runs(r, agg), 1e-9)
        return 'all' if rule(f) else None
    return dec

def variants():
    for x in (0.45, 0.40, 0.35, 0.25):
        yield 'share %.2f (the curve)' % x, lambda r, x=x: 'all' if rule(r['f'], explained=x) else None
        yield 'R1 the best alone in [%.2f, 0.5)' % x, gray(x, lambda r: True, 'best')
        yield 'R2a title+tags BM25 agrees, [%.2f, 0.5)' % x, gray(x, lambda r: r['f'].get('agreett'))
        yield 'R2b full BM25 agrees, [%.2f, 0.5)' % x, gray(x, lambda r: r['f'].get('agreefull'))
        yield 'R2c both agree, [%.2f, 0.5)' % x, gray(x, lambda r: r['f'].get('agreett') and r['f'].get('agreefull'))
        for k in (1, 2):
            yield 'R3 literal matches all in title, >=%d, [%.2f, 0.5)' % (k, x), gray(x, lambda r, k=k: lit_in_title(r, k))
        yield 'R3b the same, >=2 not everyday, [%.2f, 0.5)' % x, gray(x, lambda r: lit_in_title(r, 2, True))
        yield 'R3c >=2 not everyday in title, [%.2f, 0.5)' % x, gray(x, lambda r: lit_in_title(r, 2, True, False))
        yield 'R3d R3b, no foreign name, [%.2f, 0.5)' % x, gray(x, lambda r: lit_in_title(r, 2, True) and not r['f'].get('foreign'))
        yield 'R5 a clause best agrees, [%.2f, 0.5)' % x, gray(x, lambda r: r['f'].get('clauseagree'))
    for k in (1, 2, 3):
        yield 'R4 informative stems all in title, >=%d' % k, gray(0.0, lambda r, k=k: informative_in_title(r, k))
    yield 'R6 a run of unknown words at its largest', runs_rule(max)
    yield 'R6b at its mean', runs_rule(lambda w: sum(w) / len(w))

def tune_grid():
    """Conjunctions of the conditions, for --tune."""
    conds = {
        'agreett': lambda r: r['f'].get('agreett'),
        'agreefull': lambda r: r['f'].get('agreefull'),
        'lit1': lambda r: lit_in_title(r, 1),
        'lit2': lambda r: lit_in_title(r, 2),
        'spec2': lambda r: lit_in_title(r, 2, True, False),
        'spec2all': lambda r: lit_in_title(r, 2, True),
        'noforeign': lambda r: not r['f'].get('foreign'),
    }
    for x in (0.25, 0.35, 0.45):
        for k in (1, 2, 3):
            for combo in itertools.combinations(conds, k):
                yield 'x=%.2f %s' % (x, '+'.join(combo)), gray(x, lambda r, c=combo: all(conds[n](r) for n in c))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('rows')
    ap.add_argument('--verbose', action='store_true', help='name the sets that rise and fall')
    ap.add_argument('--tune', action='store_true', help='select on the tune sets only')
    a = ap.parse_args()
    rows = load(a.rows)
    by = collections.OrderedDict()
    for r in rows:
        by.setdefault(r['set'], []).append(r)
    real = [r for s in by if s in REAL for r in by[s]]
    cur = lambda r: 'all' if r['answered'] else None
    base = {s: figs(rs, cur) for s, rs in by.items()}
    curve = []
    for i in range(51):
        d = lambda r, e=i / 100: 'all' if rule(r['f'], explained=e) else None
        n, al = figs(real, d), figs(rows, d)
        curve.append((n['zero'], n['recall'], al['zok'], al['hits']))

    def interp(pts, x):
        pts = sorted(pts)
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            if x0 <= x <= x1:
                return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        return float('nan')

    def moves(dec, sets):
        falls, rises = [], []
        for s in sets:
            x = figs(by[s], dec)
            for k in ('recall', 'mrr', 'zero'):
                d = x[k] - base[s][k]
                tag = '%s %s %.3f->%.3f' % (s, k, base[s][k], x[k])
                if d < -0.02:
                    falls.append(tag)
                elif d > 0.0005:
                    rises.append(tag)
        return falls, rises

    items = variants()
    if a.tune:
        tune = [s for s in by if s in TUNE]
        items = [(n, d) for n, d in tune_grid() if (lambda fr: not fr[0] and fr[1])(moves(d, tune))]
        print('qualifying on the tune sets: %d' % len(items))
    for name, dec in [('the router', cur)] + list(items):
        n, al = figs(real, dec), figs(rows, dec)
        falls, rises = moves(dec, by)
        print('%-50s real %.3f/%.3f/%.3f vs curve %+.3f | kept %d found %d vs curve %+.0f | falls %d (%d tune)' % (
            name, n['recall'], n['mrr'], n['zero'], n['recall'] - interp([(c[0], c[1]) for c in curve], n['zero']),
            al['zok'], al['hits'], al['hits'] - interp([(c[2], c[3]) for c in curve], al['zok']),
            len(falls), sum(1 for f in falls if f.split()[0] in TUNE)))
        if a.verbose:
            for f in falls:
                print('    fall', f)
            for f in rises:
                print('    rise', f)

if __name__ == '__main__':
    main()
