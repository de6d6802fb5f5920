"""rec45 (issue 16, stop 45): fit a linear rerank of the ranking alone's
first N candidates on the tune sets only, and replay it on every set.

  python3 tools/rank/fit.py /tmp/rec45/f.jsonl V1 [V2 ...]

Variants (written in /work/notes/rec45-log.md before fitting):
  V1 all features N=20   V2 all features N=10   V3 no rr N=20
  V4 coordinate ascent from rr alone N=20       V5 V1, pairs only of tasks whose first expected is not first
  V6 keep the first, rerank 2..20   V7 keep the first 3, rerank 4..20
  V8 V1 with lambda 0.1             V9 V6 with lambda 0.1
  V10 keep the first 4              V11 V7 with N=10     V12 V7 with lambda 0.1
Diagnostics: D1 V7 on rr, score, base, ord, prf only; D2 V7 without them but rr; D3 4..20 by ord alone
Prints leave-one-tune-set-out figures, then the fit on all tune sets
replayed on every set (holdouts as per-set totals only) and its weights.
With RANK_MODEL_DIR set, writes each variant's model there as VARIANT.json."""
import json
import math
import os
import sys
from common import load, by_set, metrics, base_order, TUNE, P6, P26

FEATS = ["rr", "score", "base", "ord", "prf", "ev", "cov", "nmatched", "ftitle", "ftags", "fcontent",
         "frest", "literal", "bestidf", "worded", "clausetop", "category", "area", "len"]
LAMBDA = 1e-3


def vectors(r, feats):
    """The candidates' feature vectors; nmatched scaled by the task's max."""
    mx = max([c["f"].get("nmatched", 0) for c in r["c"]] + [1])
    out = []
    for c in r["c"]:
        f = dict(c["f"])
        f["nmatched"] = f.get("nmatched", 0) / mx
        out.append([f.get(k, 0.0) for k in feats])
    return out


def standardiser(rows, feats, n):
    xs = [x for r in rows if not r["fixed"] for x in vectors(r, feats)[:n]]
    mu = [sum(x[j] for x in xs) / len(xs) for j in range(len(feats))]
    sd = [math.sqrt(sum((x[j] - mu[j]) ** 2 for x in xs) / len(xs)) or 1.0 for j in range(len(feats))]
    return mu, sd


def pairs(rows, feats, n, mu, sd, hard_only, head=0):
    out = []  # (diff vector, weight)
    for r in rows:
        if r["fixed"] or r["expected"] == 0:
            continue
        ys = [c["y"] for c in r["c"][:n]]
        if hard_only and ys and ys[0]:
            continue
        xs = [[(v - mu[j]) / sd[j] for j, v in enumerate(x)] for x in vectors(r, feats)[:n]]
        pos = [i for i, y in enumerate(ys) if y and i >= head]
        neg = [i for i, y in enumerate(ys) if not y and i >= head]
        if not pos or not neg:
            continue
        w = 1.0 / (len(pos) * len(neg))
        for i in pos:
            for k in neg:
                out.append(([a - b for a, b in zip(xs[i], xs[k])], w))
    return out


def solve(A, b):
    n = len(b)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(M[r][c]))
        M[c], M[p] = M[p], M[c]
        for r in range(n):
            if r != c and M[c][c] != 0:
                f = M[r][c] / M[c][c]
                M[r] = [a - f * bb for a, bb in zip(M[r], M[c])]
    return [M[i][n] / M[i][i] for i in range(n)]


def newton(ps, d, iters=25, lam=LAMBDA):
    w = [0.0] * d
    tot = sum(pw for _, pw in ps)
    for _ in range(iters):
        g = [lam * wi for wi in w]
        H = [[lam if i == j else 0.0 for j in range(d)] for i in range(d)]
        for x, pw in ps:
            z = sum(a * b for a, b in zip(w, x))
            s = 1 / (1 + math.exp(-z)) if z > -30 else 0.0
            c = pw / tot
            for i in range(d):
                g[i] -= c * (1 - s) * x[i]
            h = c * s * (1 - s)
            for i in range(d):
                hx = h * x[i]
                Hi = H[i]
                for j in range(i, d):
                    Hi[j] += hx * x[j]
        for i in range(d):
            for j in range(i):
                H[i][j] = H[j][i]
        step = solve(H, g)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


class Model:
    def __init__(self, feats, n, w, mu, sd, head=0):
        self.feats, self.n, self.w, self.mu, self.sd, self.head = feats, n, w, mu, sd, head

    def order(self, r):
        if r["fixed"] or not r["c"]:
            return base_order(r)
        xs = vectors(r, self.feats)
        n = min(self.n, len(xs))
        s = [sum(w * (v - m) / d for w, v, m, d in zip(self.w, x, self.mu, self.sd)) for x in xs[:n]]
        h = min(self.head, n)
        idx = list(range(h)) + sorted(range(h, n), key=lambda i: (-s[i], i)) + list(range(n, len(xs)))
        return [r["c"][i]["y"] for i in idx]


def objective(rows_by_set, model, sets):
    return sum(sum(metrics(rows_by_set[s], model.order)) for s in sets)


def coord_ascent(rows, feats, n, mu, sd, sets_rows, sets):
    w = [0.0] * len(feats)
    w[feats.index("rr")] = 1.0
    best = objective(sets_rows, Model(feats, n, w, mu, sd), sets)
    for _ in range(3):
        for j in range(len(feats)):
            if feats[j] == "rr":
                continue
            for step in (-1.0, -0.5, -0.25, -0.1, 0.1, 0.25, 0.5, 1.0):
                w2 = w[:]
                w2[j] += step
                v = objective(sets_rows, Model(feats, n, w2, mu, sd), sets)
                if v > best + 1e-9:
                    best, w = v, w2
    return w


SHAPE = ["rr", "score", "base", "ord", "prf"]


def fit(variant, tune_rows, sets_rows, sets):
    feats = [f for f in FEATS if not (variant == "V3" and f == "rr")]
    if variant == "D1":
        feats = SHAPE
    if variant == "D2":
        feats = ["rr"] + [f for f in FEATS if f not in SHAPE]
    if variant == "D3":
        feats = ["ord"]
        mu, sd = standardiser(tune_rows, feats, 20)
        return Model(feats, 20, [1.0], mu, sd, 3)
    n = 10 if variant in ("V2", "V11") else 20
    mu, sd = standardiser(tune_rows, feats, n)
    if variant == "V4":
        return Model(feats, n, coord_ascent(tune_rows, feats, n, mu, sd, sets_rows, sets), mu, sd)
    head = {"V6": 1, "V7": 3, "V9": 1, "V10": 4, "V11": 3, "V12": 3, "D1": 3, "D2": 3}.get(variant, 0)
    lam = 0.1 if variant in ("V8", "V9", "V12") else LAMBDA
    ps = pairs(tune_rows, feats, n, mu, sd, variant == "V5", head)
    return Model(feats, n, newton(ps, len(feats), lam=lam), mu, sd, head)


def run(path, variant):
    sets = by_set(load(path))
    print("== %s: leave one tune set out (recall@5, MRR: base -> rerank)" % variant)
    dr = dm = 0.0
    for out in TUNE:
        rest = [s for s in TUNE if s != out]
        m = fit(variant, [r for s in rest for r in sets[s]], sets, rest)
        b, a = metrics(sets[out], base_order), metrics(sets[out], m.order)
        dr += a[0] - b[0]
        dm += a[1] - b[1]
        print("  %-10s %.3f %.3f -> %.3f %.3f" % (out, b[0], b[1], a[0], a[1]))
    print("  mean change over %d: recall %+.4f MRR %+.4f" % (len(TUNE), dr / len(TUNE), dm / len(TUNE)))
    m = fit(variant, [r for s in TUNE for r in sets[s]], sets, TUNE)
    print("  weights:", " ".join("%s=%.3f" % (f, w) for f, w in zip(m.feats, m.w)))
    print("== %s: fit on all tune sets, every set (recall@5, MRR: base -> rerank, delta)" % variant)
    worst = []
    for s in sorted(sets):
        b, a = metrics(sets[s], base_order), metrics(sets[s], m.order)
        flag = "  <-- falls > 0.02" if min(a[0] - b[0], a[1] - b[1]) < -0.02 else ""
        if flag:
            worst.append(s)
        print("  %-16s %.3f %.3f -> %.3f %.3f  (%+.3f %+.3f)%s" % (s, b[0], b[1], a[0], a[1], a[0] - b[0], a[1] - b[1], flag))
    for name, ss in (("pool6", P6), ("pool26", P26)):
        rs = [r for s in ss for r in sets[s]]
        b, a = metrics(rs, base_order), metrics(rs, m.order)
        print("  %-16s %.3f %.3f -> %.3f %.3f  (%+.3f %+.3f)" % (name, b[0], b[1], a[0], a[1], a[0] - b[0], a[1] - b[1]))
    print("  sets falling > 0.02:", worst or "none")
    if os.environ.get("RANK_MODEL_DIR"):
        # The model for a Go replay through the route (side branch rec45-go).
        with open(os.path.join(os.environ["RANK_MODEL_DIR"], variant + ".json"), "w") as f:
            json.dump({"feats": m.feats, "w": m.w, "mu": m.mu, "sd": m.sd, "head": m.head, "n": m.n}, f)
    return m


if __name__ == "__main__":
    for v in sys.argv[2:]:
        run(sys.argv[1], v)
