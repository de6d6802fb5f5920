#!/usr/bin/env python3
"""Print the sampled titles: run inside a dotnet/efcore clone at ecd0ba4c23 (2026-08-21) (every 25th of the last
1000 non-bot merged pull requests on main's first-parent history, from the 1st).

A merged pull request is a squash-merge subject ending in "(#N)"; that suffix is removed. Left out before sampling:
authors ending in "[bot]" (dependabot, dotnet-maestro), merges of one branch into another ("Merge pull request",
"Merge branch", "[automated] Merge branch"), "[main] Source code updates", "Update dependencies from" and
"Bump x from". Pull requests written by the Copilot coding agent are kept: a person asked for each, and an agent
doing such a task is the reader this set measures."""
import re
import subprocess

out = subprocess.run(['git', 'log', '--first-parent', '--format=%H%x1f%an%x1f%s%x1e', 'HEAD'],
                     capture_output=True, text=True).stdout
rows = []
for rec in out.split('\x1e'):
    rec = rec.strip('\n')
    if not rec:
        continue
    h, an, subj = rec.split('\x1f', 2)
    subj = subj.strip()
    m = re.search(r'\s*\(#(\d+)\)$', subj)
    if not m:
        continue
    title, num = subj[:m.start()].strip(), m.group(1)
    if an.endswith('[bot]') or 'dependabot' in an.lower():
        continue
    if re.match(r'(\[automated\] )?Merge (pull request|branch)', title) or title.startswith('[main] Source code updates'):
        continue
    if title.startswith('Update dependencies from') or re.match(r'Bump \S+ from', title):
        continue
    rows.append((h, num, title))
print(len(rows))
last = rows[:1000]
for i, (h, n, t) in enumerate(last[::25]):
    print(f"{i+1}\t{h[:10]}\t#{n}\t{t}")
