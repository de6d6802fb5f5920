"""Shared by tools/rank/*.py: read TestRerankFeaturesDump's JSON lines and
score an order as `engram benchmark --ranking` does (recall@5 over every
expected memory, MRR@5 over covered tasks). Holdout sets are only ever
printed as totals (helper-common.md, recall rules)."""
import json

TUNE = ["dev", "wardline", "cadence", "orbitline", "tarnwick", "skerrow", "uv", "hugo", "polars", "tauri"]
P6 = "uv hugo biome vite openai-agents aspire".split()
P16 = P6 + "duckdb ghostty rails swift-nio flutter-packages dune ktor cabal elixir nim".split()
P26 = P16 + "jabref kong azurerm xarray tokio playwright terraform arrow spring-boot bevy".split()


def load(path):
    rows = []
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            r["c"] = r["c"] or []
            rows.append(r)
    return rows


def metrics(rows, order_of):
    """order_of(row) -> list of labels (bools) in the order to score."""
    exp = hits = covered = 0
    rr = 0.0
    for r in rows:
        labels = order_of(r)
        top = labels[:5]
        exp += r["expected"]
        hits += sum(1 for y in top if y)
        if r["expected"] > 0:
            covered += 1
            for i, y in enumerate(top):
                if y:
                    rr += 1.0 / (i + 1)
                    break
    return (hits / exp if exp else 0.0, rr / covered if covered else 0.0)


def base_order(r):
    return [c["y"] for c in r["c"]]


def by_set(rows):
    out = {}
    for r in rows:
        out.setdefault(r["set"], []).append(r)
    return out
