#!/usr/bin/env python3
"""Print the sampled titles: run inside a pulumi/pulumi clone at 1b5949891b (2026-08-21) (every 25th of the last 1000
non-bot merged pull requests on the first-parent history, from the 1st)."""
import subprocess, re
out = subprocess.run(['git','log','--first-parent','--format=%H%x1f%an%x1f%B%x1e','HEAD'],capture_output=True,text=True).stdout
rows=[]
for rec in out.split('\x1e'):
    rec=rec.strip('\n')
    if not rec: continue
    h,an,body=rec.split('\x1f',2)
    lines=[l for l in body.split('\n')]
    subj=lines[0].strip()
    m=re.match(r'Merge pull request #(\d+) from (\S+)',subj)
    if m:
        br=m.group(2)
        rest=[l.strip() for l in lines[1:] if l.strip()]
        if not rest: continue
        title=rest[0]; num=m.group(1)
        if 'dependabot' in br: continue
    else:
        m=re.search(r'\s*\(#(\d+)\)$',subj)
        if not m: continue
        title=subj[:m.start()]; num=m.group(1)
    if '[bot]' in an or 'dependabot' in an.lower() or an.lower()=='pulumi bot': continue
    if re.match(r'(build|chore)\(deps',title) or 'bump ' in title.lower() and 'from' in title.lower(): continue
    rows.append((h,num,title))
print(len(rows))
last=rows[:1000]
sel=last[::25]
for i,(h,n,t) in enumerate(sel):
    print(f"{i+1}\t{h[:10]}\t#{n}\t{t}")
