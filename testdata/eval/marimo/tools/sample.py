#!/usr/bin/env python3
"""Print the sampled titles: run inside a marimo-team/marimo clone at 3955fdf90 (2026-08-21) (every 25th of the last
1000 non-bot merged pull requests on main's first-parent history, from the 1st). The rule of ruff, nushell, vitest, oxc
and astro, unchanged (only the first-parent authors were counted before: marimo's bots all end in "[bot]").

A merged pull request is a first-parent commit that is either a squash merge whose subject ends in " (#N)" (its title
is the subject without that suffix) or a merge commit "Merge pull request #N from OWNER/BRANCH" (its title is the
first non-empty line of the commit body). Left out before sampling: authors ending in "[bot]" or "(Bot)" or named renovate,
branches under dependabot/ and pre-commit-ci, "[pre-commit.ci]" titles, titles "Bump x from" and "Update Rust crate",
"Update dependency", "Update pre-commit", "Sync vendored typeshed stubs" (the dependency and typeshed bots' titles).
Everything else is kept (reverts, release, dependency and CI changes by people)."""
import re
import subprocess

out = subprocess.run(['git', 'log', '--first-parent', '--format=%H%x1f%an%x1f%s%x1f%b%x1e', 'HEAD'],
                     capture_output=True, text=True).stdout
rows = []
for rec in out.split('\x1e'):
    rec = rec.strip('\n')
    if not rec:
        continue
    h, an, subj, body = rec.split('\x1f', 3)
    m = re.match(r'Merge pull request #(\d+) from (\S+)', subj)
    if m:
        num, branch = m.group(1), m.group(2)
        lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
        if not lines:
            continue
        title = lines[0]
    else:
        s = re.match(r'(.*\S)\s+\(#(\d+)\)$', subj)
        if not s:
            continue
        title, num, branch = s.group(1), s.group(2), ''
    if an.endswith('[bot]') or an.endswith('(Bot)') or an.lower().startswith('renovate') or '/dependabot/' in branch \
            or branch.startswith('dependabot/') or 'pre-commit-ci' in branch or '[pre-commit.ci]' in title:
        continue
    if re.match(r'(Bump \S+ from|Update Rust crate|Update dependency|Update pre-commit|Sync vendored typeshed)', title):
        continue
    rows.append((h, num, title))
print(len(rows))
last = rows[:1000]
for i, (h, n, t) in enumerate(last[::25]):
    print(f"{i+1}\t{h[:10]}\t#{n}\t{t}")
