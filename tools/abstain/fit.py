#!/usr/bin/env python3
"""Fit and score a learned answer/abstain decision, leave one project out.

    E=testdata/eval
    ENGRAM_ABSTAIN_FEATURES=/tmp/rows.jsonl \
    ENGRAM_ABSTAIN_SETS="../shared/eval/dev $E/wardline $E/uv ..." \
      go test -count=1 -run TestAbstainFeaturesDump .
    python3 tools/abstain/fit.py /tmp/rows.jsonl [--hybrid] [--curve]

Input: the JSON lines of TestAbstainFeaturesDump (abstainfeatures_test.go),
one row per task: the features the router has when it decides, the route's
first-five hits if it answers, the route's actual result, and whether the
task has an answer. Labels: a task with no answer is "abstain", a covered
task whose forced answer holds an expected memory in its first five is
"answer"; covered tasks the forced answer misses are left out.

For each set, a logistic regression is fitted on every other set and its
threshold chosen there (the lowest whose answers keep those sets' pooled
zero-result at the rule's); the held-out set is scored with it, so each
set's figures are of a model that never saw it. --hybrid learns only for
the tasks the rule abstains on and keeps the rule's answers. --curve prints
the held-out ranking quality (AUC) as the number of training sets grows.
Standard library only. Measured in RETRIEVAL-LOG.md, "What separates a
task with an answer from one without"."""
import json, math, sys, collections, argparse

def load(path):
    return [json.loads(l) for l in open(path)]

def figs(rs, dec):
    exp = hits = wexp = zc = zok = empty = 0
    rr = 0.0
    for r in rs:
        if r['fixed']:
            h, q, ans = r['cur_hits'], r['cur_rr'], r['answered']
        else:
            # forcedempty: the forced answer loads nothing (another
            # role's memory, yieldToOtherRoles), so answering is abstaining.
            ans = dec(r) and not r['f'].get('forcedempty')
            h, q = (r['hits'], r['rr']) if ans else (0, 0.0)
        exp += r['expected']; hits += h
        if r['expected'] > 0:
            wexp += 1; rr += q; empty += (not ans)
        else:
            zc += 1; zok += (not ans)
    return dict(recall=hits / exp, mrr=rr / wexp, zero=zok / zc if zc else float('nan'),
                empty=empty, covered=wexp, hits=hits, exp=exp, zok=zok, zc=zc, rr=rr)

def fit(X, y, w, l2=1.0, iters=60):
    """Logistic regression by Newton's method with an L2 penalty."""
    d = len(X[0])
    b = [0.0] * d
    for _ in range(iters):
        g = [0.0] * d
        H = [[0.0] * d for _ in range(d)]
        for xi, yi, wi in zip(X, y, w):
            z = sum(bj * xj for bj, xj in zip(b, xi))
            p = 1 / (1 + math.exp(-max(min(z, 30), -30)))
            for j in range(d):
                g[j] += wi * (p - yi) * xi[j]
                s = wi * p * (1 - p) * xi[j]
                Hj = H[j]
                for k in range(d):
                    Hj[k] += s * xi[k]
        for j in range(1, d):
            g[j] += l2 * b[j]; H[j][j] += l2
        step = solve(H, g)
        b = [bj - sj for bj, sj in zip(b, step)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return b

def solve(A, v):
    n = len(v)
    M = [row[:] + [vi] for row, vi in zip(A, v)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(M[r][c]))
        M[c], M[p] = M[p], M[c]
        if abs(M[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c:
                f = M[r][c] / M[c][c]
                for k in range(c, n + 1):
                    M[r][k] -= f * M[c][k]
    return [M[i][n] / M[i][i] if abs(M[i][i]) > 1e-12 else 0.0 for i in range(n)]

class Model:
    def __init__(self, feats, rows, label, l2, balance):
        self.feats = feats
        X0 = [[r['f'].get(k, 0.0) for k in feats] for r in rows]
        self.mu = [sum(c) / len(c) for c in zip(*X0)]
        self.sd = [max(1e-9, math.sqrt(sum((v - m) ** 2 for v in c) / len(c))) for c, m in zip(zip(*X0), self.mu)]
        X = [[1.0] + self.norm(x) for x in X0]
        y = [label(r) for r in rows]
        npos = sum(y); nneg = len(y) - npos
        w = [(len(y) / (2 * npos) if yi else len(y) / (2 * nneg)) if balance else 1.0 for yi in y]
        self.b = fit(X, y, w, l2)
    def norm(self, x):
        return [(v - m) / s for v, m, s in zip(x, self.mu, self.sd)]
    def z(self, r):
        x = [1.0] + self.norm([r['f'].get(k, 0.0) for k in self.feats])
        return sum(bj * xj for bj, xj in zip(self.b, x))

REAL = ['uv', 'hugo', 'biome', 'vite', 'openai-agents', 'aspire', 'duckdb', 'ghostty', 'rails', 'swift-nio',
        'flutter-packages', 'dune', 'ktor', 'cabal', 'elixir']
FEATS = ['share', 'covered', 'logscore', 'evidence', 'unknown', 'known', 'category', 'worded', 'second',
         'literal', 'synonym', 'specific', 'titled', 'maxidf', 'nterms', 'names', 'knownfrac', 'matchfrac', 'members',
         'nqc', 'zbest', 'scope', 'ratio5']

def label(r):
    return 1 if r['expected'] > 0 else 0

def usable(r, hybrid):
    if r['fixed'] or (hybrid and r['answered']):
        return False
    return r['expected'] == 0 or r['hits'] > 0

def choose_threshold(m, rows, hybrid):
    """The lowest threshold whose answers on these rows keep the pooled
    zero-result at least the current rule's: more answers, none of them a
    task without an answer that the rule did not answer already."""
    cur = figs(rows, lambda r: r['answered'])
    zs = sorted({m.z(r) for r in rows if not r['fixed']})
    best = (float('inf'), cur)
    for t in reversed(zs):
        dec = (lambda r, t=t: r['answered'] or m.z(r) >= t) if hybrid else (lambda r, t=t: m.z(r) >= t)
        f = figs(rows, dec)
        if f['zok'] < cur['zok']:
            break
        if f['hits'] + f['rr'] >= best[1]['hits'] + best[1]['rr']:
            best = (t, f)
    return best[0]

def lopo(rows, feats, hybrid, l2, balance, sets):
    by = collections.OrderedDict()
    for r in rows:
        by.setdefault(r['set'], []).append(r)
    decided = {}
    for s in sets:
        train = [r for r in rows if r['set'] != s]
        m = Model(feats, [r for r in train if usable(r, hybrid)], label, l2, balance)
        t = choose_threshold(m, train, hybrid)
        for r in by[s]:
            ans = m.z(r) >= t
            decided[(s, r['id'])] = (r['answered'] or ans) if hybrid else ans
    return by, decided

def report(by, decided, sets):
    dec = lambda r: decided[(r['set'], r['id'])]
    cur = lambda r: r['answered']
    print('%-17s %-28s %-28s' % ('set', 'rule: recall mrr zero empty', 'learned (held out)'))
    for s in sets:
        a, b = figs(by[s], cur), figs(by[s], dec)
        print('%-17s %.3f %.3f %.3f %3d/%-3d   %.3f %.3f %.3f %3d/%-3d' % (s, a['recall'], a['mrr'], a['zero'], a['empty'], a['covered'],
              b['recall'], b['mrr'], b['zero'], b['empty'], b['covered']))
    for name, ss in (('real pooled', [s for s in sets if s in REAL]), ('invented pooled', [s for s in sets if s not in REAL])):
        rs = [r for s in ss for r in by[s]]
        a, b = figs(rs, cur), figs(rs, dec)
        print('%-17s %.3f %.3f %.3f %3d/%-3d   %.3f %.3f %.3f %3d/%-3d' % (name, a['recall'], a['mrr'], a['zero'], a['empty'], a['covered'],
              b['recall'], b['mrr'], b['zero'], b['empty'], b['covered']))

def auc(pairs):
    pos = [z for z, y in pairs if y]; neg = [z for z, y in pairs if not y]
    if not pos or not neg:
        return float('nan')
    return sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))

def curve(rows, feats, sets, hybrid, l2, balance, repeats=4):
    """Held-out AUC (all sets, real projects) of models fitted on k other
    sets drawn at random, for growing k: whether more sets would help."""
    import random
    rnd = random.Random(1)
    for k in sorted({min(k, len(sets) - 1) for k in (4, 8, 12, 16, len(sets) - 1)}):
        a = r = 0.0
        for _ in range(repeats):
            allp, realp = [], []
            for s in sets:
                tr = set(rnd.sample([x for x in sets if x != s], k))
                m = Model(feats, [x for x in rows if x['set'] in tr and usable(x, hybrid)], label, l2, balance)
                for x in rows:
                    if x['set'] == s and usable(x, hybrid):
                        allp.append((m.z(x), label(x)))
                        if s in REAL:
                            realp.append((m.z(x), label(x)))
            a += auc(allp); r += auc(realp)
        print('%2d training sets: held-out AUC %.3f, real projects %.3f' % (k, a / repeats, r / repeats))

if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('rows')
    ap.add_argument('--hybrid', action='store_true', help='learn only for the tasks the rule abstains on')
    ap.add_argument('--l2', type=float, default=1.0)
    ap.add_argument('--balance', action='store_true')
    ap.add_argument('--feats', default=','.join(FEATS))
    ap.add_argument('--curve', action='store_true')
    a = ap.parse_args()
    rows = load(a.rows)
    sets = list(collections.OrderedDict.fromkeys(r['set'] for r in rows))
    if a.curve:
        curve(rows, a.feats.split(','), sets, a.hybrid, a.l2, a.balance)
        sys.exit(0)
    by, decided = lopo(rows, a.feats.split(','), a.hybrid, a.l2, a.balance, sets)
    report(by, decided, sets)
