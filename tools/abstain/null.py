#!/usr/bin/env python3
"""A store's own null for the abstention, and three views agreeing (stop 49, rec49a).

    E=testdata/eval
    ENGRAM_ABSTAIN_FEATURES=/tmp/rows.jsonl \
    ENGRAM_ABSTAIN_SETS="../shared/eval/dev $E/wardline $E/uv ..." \
      go test -count=1 -run TestAbstainFeaturesDump .
    python3 tools/abstain/null.py /tmp/rows.jsonl [--verbose]

The null (abstainfeatures_test.go, nullOf): each memory's title routed as a
task against its store without that memory, i.e. a task on the store's topic
that nothing holds. nullscore / nullshare / nullcovered are the share of
those held-out titles whose statistic lies below the task's. Variants, each
written down before it was run (/work/notes/rec49a-log.md):

  N1 in the gray zone (share in [x, 0.5), the other tests passing) answer
     iff nullscore >= q;
  N2 the same with nullshare (q 0.1-0.3: a held-out title is mostly words
     the store has, so its share is high and a task's sits low among them);
  N3 no share test: answer iff nullscore >= q, the other tests kept;
  N4 in the gray zone, the score over the null's median >= r;
  A1 in the gray zone, the order's first, BM25 over title+tags and BM25
     over the full text all name the judged memory.

Scored as gray.py scores (the share's own curve, the real projects pooled,
the sets falling by more than 0.02), over the 28 real projects."""
import argparse, collections, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit import load
from rules import rule
from gray import figs, gray, TUNE

REAL = ('uv hugo biome vite openai-agents aspire duckdb ghostty rails swift-nio flutter-packages dune ktor cabal '
        'elixir nim jabref kong azurerm xarray tokio playwright terraform arrow spring-boot bevy polars tauri pytest '
        'fiber').split()

def no_share(q):
    def dec(r):
        f = r['f']
        if rule(f):
            return 'all'
        return 'all' if rule(f, explained=0.0) and f.get('nullscore', 0) >= q else None
    return dec

def variants():
    for x in (0.45, 0.35, 0.25):
        yield 'share %.2f (the curve)' % x, lambda r, x=x: 'all' if rule(r['f'], explained=x) else None
        for q in (0.5, 0.75, 0.9):
            yield 'N1 null score >= q%.2f, [%.2f, 0.5)' % (q, x), gray(x, lambda r, q=q: r['f'].get('nullscore', 0) >= q)
        for q in (0.1, 0.2, 0.3):
            # held-out titles are mostly words the store has: their shares are high, so a task's sits low among them
            yield 'N2 null share >= q%.2f, [%.2f, 0.5)' % (q, x), gray(x, lambda r, q=q: r['f'].get('nullshare', 0) >= q)
        for m in (1.0, 1.5, 2.0):
            yield 'N4 score/null median >= %.1f, [%.2f, 0.5)' % (m, x), gray(x, lambda r, m=m: r['f'].get('nullscoremed', 0) >= m)
        yield 'A1 three views agree, [%.2f, 0.5)' % x, gray(x, lambda r: r['f'].get('agree') and r['f'].get('agreett') and r['f'].get('agreefull'))
    for q in (0.75, 0.9, 0.95, 1.0):
        yield 'N3 null score >= q%.2f, no share test' % q, no_share(q)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('rows')
    ap.add_argument('--verbose', action='store_true')
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

    for name, dec in [('the router', cur)] + list(variants()):
        n, al = figs(real, dec), figs(rows, dec)
        falls, rises = [], []
        for s in by:
            x = figs(by[s], dec)
            for k in ('recall', 'mrr', 'zero'):
                d = x[k] - base[s][k]
                tag = '%s %s %.3f->%.3f' % (s, k, base[s][k], x[k])
                (falls if d < -0.02 else rises if d > 0.0005 else []).append(tag)
        print('%-46s real %.3f/%.3f/%.3f vs curve %+.3f | kept %d found %d vs curve %+.0f | falls %d (%d tune)' % (
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
