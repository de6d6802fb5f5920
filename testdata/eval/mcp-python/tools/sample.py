#!/usr/bin/env python3
"""Print the sampled titles: run inside a modelcontextprotocol/python-sdk clone at 57394b054 (2026-08-20). The rule of
ruff, nushell, vitest, oxc, astro and marimo (squash merges "title (#N)" and merge commits on main's first-parent
history, without bots and the dependency bots' titles), with two changes this history forces, written before any title
of the sample was read:
- the 30 newest first-parent commits are left out before anything else: their subjects were shown once (a plain
  `git log --first-parent | head -30`) while the snapshot was checked, before the memories were written;
- the history holds fewer than 1000 merged pull requests (827 first-parent commits), so the stride is the number of
  kept titles divided by 40 (rounded down), from the 1st, and the first 40 are taken."""
import re
import subprocess

out = subprocess.run(['git', 'log', '--first-parent', '--format=%H%x1f%an%x1f%s%x1f%b%x1e', 'HEAD'],
                     capture_output=True, text=True).stdout
recs = [r.strip('\n') for r in out.split('\x1e') if r.strip('\n')]
rows = []
for rec in recs[30:]:
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
stride = len(rows) // 40
for i, (h, n, t) in enumerate(rows[::stride][:40]):
    print(f"{i+1}\t{h[:10]}\t#{n}\t{t}")
