#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged vitejs/vite pull requests (the squash-merge
subjects of every 25th first-parent commit of the last 1000, from the 7th, with the trailing
"(#1234)" removed; sampled before any router run), each labelled with the memory a contributor
doing it should read, or nothing when no guidance covers it. Labels name topic guidance only:
the pull-request and commit-title rules apply to every title and are not counted as an answer."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("vite", {})


def t(group, title, expect):
    C.case(N if not expect else group, title, expect)


N = "zero-match"
P = "pr-title"
D = ["docs-site"]

t(P, "docs: plugin asset emitting", D)
t(P, "ci: use `$/` syntax to reference local action and remove actionlint", [])
t(P, "docs(server-options): update sourcemapIgnoreList Rolldown references", D)
t(P, "refactor(bundled-dev): avoid injecting server values in the bundle", ["bundled-dev-tests", "refactors"])
t(P, "feat(config): include column in config incompatibility location", [])
t(P, "fix(legacy): don't use newer syntax when minifying legacy chunks", ["repo-structure"])
t(P, "feat(optimizer): support nub lockfile", [])
t(P, "docs(static-deploy): update xmit guide URL", D)
t(P, "fix: strip pure CSS chunk imports when chunkImportMap is enabled", [])
t(P, "fix(bundled-dev): avoid stack overflow on `import.meta.hot.invalidate()`", ["bundled-dev-tests"])
t(P, "fix(deps): update all non-major dependencies", ["dependencies"])
t(P, "fix: resolved build options should be kept as a getter", [])
t(P, "docs: correct `ssr.resolve.externalConditions` default value", D)
t(P, "feat: add warning to discourage Vite with yarn pnp", [])
t(P, "release: v8.0.14", ["release"])
t(P, "fix: make `isBundled` per environment", [])
t(P, "feat: update rolldown to 1.0.0-rc.18", ["dependencies"])
t(P, "build: improve typecheck and linting", ["code-standards"])
t(P, "docs: fix Vite 5 migration blog links", D)
t(P, "fix(css): avoid mutating sass error multiple times", [])
t(P, "fix(resolve): resolve tsconfig paths starting with `#`", [])
t(P, "release: v8.0.2", ["release"])
t(P, "ci: remove clarity label workflow", [])
t(P, "release: create-vite@9.0.0", ["release"])
t(P, "refactor: don't add `optimization.inlineConst: { mode: 'smart' }` as it's enabled by default", ["refactors"])
t(P, "docs: add host to new Request()", D)
t(P, "feat(legacy)!: bump modern browser threshold to `import.meta.resolve` support", ["repo-structure"])
t(P, "refactor: use `rolldown/utils`", ["refactors"])
t(P, "docs: update migration guide", D)
t(P, "fix(legacy): use `prebuilt-chunk` for polyfill chunks", ["repo-structure"])
t(P, "docs(guide): update Plugin API page to link to Rolldown docs", D)
t(P, "docs: make footer copyright year dynamic", D)
t(P, "docs: capitalise title", D)
t(P, "feat: update rolldown to 1.0.0-beta.55", ["dependencies"])
t(P, "docs: clarify the pronunciation of `vite` in IPA symbols", D)
t(P, "docs: add `resolve.tsconfigPaths` option docs", D)
t(P, "perf(deps): replace debug with obug", ["dependencies"])
t(P, "fix(worker): some worker asset was missing", [])
t(P, "docs: clarify the values are escaped automatically", D)
t(P, "feat(optimizer): add rush lockfile support", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
