#!/usr/bin/env python3
"""Replay the router's abstention and variants of it on every set, offline.

    E=testdata/eval
    ENGRAM_ABSTAIN_FEATURES=/tmp/rows.jsonl \
    ENGRAM_ABSTAIN_SETS="../shared/eval/dev $E/wardline $E/uv ..." \
      go test -count=1 -run TestAbstainFeaturesDump .
    python3 tools/abstain/rules.py /tmp/rows.jsonl [--verbose]

Input: the JSON lines of TestAbstainFeaturesDump (abstainfeatures_test.go).
`rule` below is route_abstain.go's decision written over those features; the
script first checks that it reproduces every task's actual decision (a
mismatch means the two have drifted), then scores each candidate: the real
projects pooled (recall@5 / MRR / zero-result), over all sets the tasks with
no answer left unanswered and the expected memories found, and the sets
whose recall@5, MRR or zero-result falls by more than 0.02. A candidate
decides only whether to answer; what an answer loads is the dump's forced
route, so a variant of the members' floors needs a real build instead.
Standard library only. Measured in RETRIEVAL-LOG.md, "Abstention"."""
import argparse, collections, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit import figs, load, REAL

# The real projects: fit.py's, and those written after it.
REAL = REAL + ['nim', 'jabref', 'kong', 'azurerm', 'xarray']

def rule(f, explained=0.5, absolute=2.0, covered=0.4, override=None, skipcov=None):
    """route_abstain.go's abstain: True to answer. override(f) stands in
    for the evidence share like a named category does. The order's first,
    when it is not the highest score's memory, is judged too (stop 40); the
    dump records whether it passes at the router's own constants
    (firstpasses), so a variant's constants apply to the highest score's
    memory only."""
    if f.get('firstpasses') and not f.get('forcedempty'):
        return True
    if not f['worded'] and f['literal'] + f['synonym'] < 2:
        return False  # one synonym only
    if f['everydayfail']:
        return False  # a small store's everyday words only
    category = f['category'] > 0
    if f['score'] < absolute:
        return False
    if f['share'] < explained and not category and not (override and override(f)):
        return False
    if f['covered'] < covered and not category and not (skipcov and skipcov(f)):
        return False
    return True

def candidates():
    for name, fn in overrides():
        yield name, fn
    # The same overrides unless the task has a capitalised word inside a
    # sentence that the store lacks (`foreign`: another system).
    for name, fn in overrides(guard=True):
        if not name.startswith('min'):
            yield name + ', no foreign name', fn

def overrides(guard=False):
    g = (lambda f: not f.get('foreign')) if guard else (lambda f: True)
    real_rule = rule
    def rule_(f, override=None, **kw):
        return real_rule(f, override=(lambda f: override(f) and g(f)) if override else None, **kw)
    for e in (0.45, 0.4, 0.35, 0.3, 0.25, 0.0):
        yield 'minExplained %.2f' % e, lambda f, e=e: rule_(f, explained=e)
    for c in (0.35, 0.3, 0.2, 0.0):
        yield 'minCovered %.2f' % c, lambda f, c=c: rule_(f, covered=c)
    for a in (1.5, 1.0, 0.0):
        yield 'minAbsolute %.1f' % a, lambda f, a=a: rule_(f, absolute=a)
    for p in ('05', '10', '20'):
        for k in (1, 2):
            yield 'matches %d word(s) in <= %s%% of memories' % (k, p), \
                lambda f, p=p, k=k: rule_(f, override=lambda f: f['spec' + p] >= k)
            yield 'the same, in its title or tags', \
                lambda f, p=p, k=k: rule_(f, override=lambda f: f['spectt' + p] >= k)
    for s in (0, 1, 2, 3, 4, 5):
        yield 'match unlikely by chance (surprise >= %d)' % s, \
            lambda f, s=s: rule_(f, override=lambda f: f['surprise'] >= s)
    for m in (0.2, 0.3, 0.4, 0.5):
        yield 'median of the first 20 <= %.1f of the best' % m, \
            lambda f, m=m: rule_(f, override=lambda f: f['med20'] <= m)
    for e in (0.5, 0.45, 0.4, 0.35):
        yield 'everyday unknown words no evidence, share %.2f' % e, \
            lambda f, e=e: rule_(f, override=lambda f: f['rawevidence'] >= e * (f['rawevidence'] + f['unkother']))
    # Stop 55 (rec55a): a margin over the second; a specific title word when the
    # unknown words are names rather than everyday English; a high share
    # skipping the covered test.
    for s_ in (0.3, 0.4):
        for m in (0.5, 0.6, 0.7):
            yield 'second <= %.1f of the best, share >= %.1f' % (m, s_), \
                lambda f, m=m, s_=s_: rule_(f, override=lambda f: f['share'] >= s_ and f['second'] <= m)
    for p in ('05', '10'):
        yield 'specific title word, unknown mostly not everyday (%s%%)' % p, \
            lambda f, p=p: rule_(f, override=lambda f: f['spectt' + p] >= 1 and f['unkother'] >= f['unkev'])
    for c in (0.6, 0.7, 0.8):
        yield 'share >= %.1f skips the covered test' % c, \
            lambda f, c=c: rule(f, skipcov=lambda f: f['share'] >= c)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('rows')
    ap.add_argument('--verbose', action='store_true', help='name the sets that rise and fall')
    a = ap.parse_args()
    rows = load(a.rows)
    by = collections.OrderedDict()
    for r in rows:
        by.setdefault(r['set'], []).append(r)
    bad = [r for r in rows if not r['fixed'] and (rule(r['f']) and not r['f'].get('forcedempty')) != r['answered']]
    for r in bad[:10]:
        print('replay differs:', r['set'], r['id'])
    print('replay: %d of %d tasks decided as the router does' % (len(rows) - len(bad), len(rows)))
    cur = lambda r: r['answered']
    base = {s: figs(rs, cur) for s, rs in by.items()}
    real = [r for s in by if s in REAL for r in by[s]]
    b, ball = figs(real, cur), figs(rows, cur)
    print('%-48s real pooled %.3f/%.3f/%.3f  no-answer kept %d of %d  found %d' %
          ('the router', b['recall'], b['mrr'], b['zero'], ball['zok'], ball['zc'], ball['hits']))
    for name, fn in candidates():
        dec = lambda r, fn=fn: fn(r['f'])
        n, nall = figs(real, dec), figs(rows, dec)
        falls, rises = [], []
        for s, rs in by.items():
            x = figs(rs, dec)
            for k in ('recall', 'mrr', 'zero'):
                d = x[k] - base[s][k]
                if d < -0.02:
                    falls.append('%s %s %.3f->%.3f' % (s, k, base[s][k], x[k]))
                elif d > 0.0005:
                    rises.append('%s %s %.3f->%.3f' % (s, k, base[s][k], x[k]))
        print('%-48s real pooled %.3f/%.3f/%.3f  no-answer kept %d  found %d  falls %d' %
              (name, n['recall'], n['mrr'], n['zero'], nall['zok'], nall['hits'], len(falls)))
        if a.verbose:
            for x in falls:
                print('    fall', x)
            for x in rises:
                print('    rise', x)

if __name__ == '__main__':
    main()
