#!/usr/bin/env python3
"""Count how often WordNet relations alone reach a plainwords task's memory (stop 58, RETRIEVAL-LOG.md, Lexicon).

Reads WordNet 3.0 from /usr/share/wordnet (Debian: wordnet-base). For each relation, every content word of a task is
expanded through all its senses, and the memories are ranked by the idf of the expansion words they hold (words
compared by their first five letters); a task counts when an expected memory is in the first five. The memory side
(each memory word's definitions added to it, the task's own words matched) is measured too. A study, not the router."""
import collections
import glob
import json
import math
import os
import re
import sys
D='/usr/share/wordnet'
P={'n':'noun','v':'verb','a':'adj','r':'adv'}
idx={};data={};exc={}
for p,name in P.items():
    for l in open(f'{D}/index.{name}',encoding='latin1'):
        if l.startswith(' '): continue
        f=l.split(); lemma=f[0]; pc=int(f[3]); off=f[6+pc:] 
        # f: lemma pos synset_cnt p_cnt ptrs... sense_cnt tagsense_cnt offsets
        off=f[4+pc+2:]
        idx[(lemma,p)]=off
    for l in open(f'{D}/data.{name}',encoding='latin1'):
        if l.startswith(' '): continue
        head,_,gloss=l.partition('|'); f=head.split()
        off=f[0]; wc=int(f[3],16); words=[f[4+2*i].lower() for i in range(wc)]
        i=4+2*wc; pc=int(f[i]); ptrs=[]
        for j in range(pc):
            sym,o,pp,st=f[i+1+4*j:i+5+4*j]; ptrs.append((sym,o,pp if pp!='s' else 'a'))
        data[(off,p)]=(words,ptrs,gloss.strip())
    if os.path.exists(f'{D}/{name}.exc'):
        for l in open(f'{D}/{name}.exc'):
            a=l.split(); exc[(a[0],p)]=a[1:]
def lemmas(w,p):
    out=[]
    if (w,p) in exc: out+=[x for x in exc[(w,p)] if (x,p) in idx]
    if (w,p) in idx: out.append(w)
    for suf,rep in [('s',''),('es',''),('ies','y'),('ed',''),('ed','e'),('ing',''),('ing','e'),('er',''),('est',''),("'s",'')]:
        if w.endswith(suf) and (w[:-len(suf)]+rep,p) in idx: out.append(w[:-len(suf)]+rep)
    return list(dict.fromkeys(out))
def synsets(w,first=False):
    out=[]
    for p in P:
        for l in lemmas(w,p):
            offs=idx[(l,p)]
            if first: offs=offs[:1]
            out+=[(o,p) for o in offs]
    return out
def words_of(ss): return [x.replace('_',' ') for x in data[ss][0]]
def rel(ss,syms):
    return [(o,p) for s,o,p in data[ss][1] if s in syms]
STOP=set("""a an the and or of to in on for is it its at by with from my our her his he she they we you can your their be was were me what who why how do does did one ones not any this that there are has have had get got just so if but as all no will may must into off out up new which where when some than too yet i s t it's don't can't didn't
someone somebody something thing things people person need needs want wants keep keeps still now again here next last this""".split())
def toks(t): return [w for w in re.findall(r"[a-z][a-z0-9']*",t.lower().replace("'s","")) if w not in STOP and len(w)>2]
def key(w): return w[:5]
def load(storedir):
    mems={}
    for p in glob.glob(f"{storedir}/.agents/.engram/*/*.md"):
        t=open(p).read()
        if 'lifecycle: superseded' in t: continue
        t=t.split('## Rule Variants')[0]
        mems[os.path.basename(p)[:-3]]=set(key(w) for w in toks(t))
    return mems
def expand(w,rels):
    out=set()
    sss=synsets(w)
    for ss in sss:
        if 'syn' in rels: out|=set(words_of(ss))
        if 'hyper' in rels:
            for h in rel(ss,{'@','@i'}): out|=set(words_of(h))
        if 'hypo' in rels:
            for h in rel(ss,{'~','~i'}): out|=set(words_of(h))
        if 'deriv' in rels:
            for h in rel(ss,{'+'}): out|=set(words_of(h))
        if 'gloss' in rels:
            out|=set(toks(data[ss][2].split(';')[0]))
        if 'mero' in rels:
            for h in rel(ss,{'%p','%m','%s','#p','#m','#s'}): out|=set(words_of(h))
    toks_out=set()
    for x in out:
        for y in toks(x): toks_out.add(key(y))
    toks_out.discard(key(w))
    return toks_out
def run(sets,rels):
    hit=tot=0; rr=0
    for storedir,cases in sets:
        mems=load(storedir); N=len(mems)
        df=collections.Counter(k for m in mems.values() for k in m)
        for c in cases:
            if not c['expect']: continue
            exp=set()
            for w in toks(c['query']): exp|=expand(w,rels)
            sc={}
            for mid,m in mems.items():
                sc[mid]=sum(math.log(1+N/df[k]) for k in exp if k in m)
            top=[m for m,s in sorted(sc.items(),key=lambda x:-x[1]) if s>0][:5]
            tot+=1
            ok=[i for i,m in enumerate(top) if m in c['expect']]
            if ok: hit+=1; rr+=1/(ok[0]+1)
    return hit,tot,rr/tot
base = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baggage")
bag=[(base+'/store',json.load(open(base+'/cases.json'))['cases'])]
for rels in [('syn',),('hyper',),('hypo',),('deriv',),('gloss',),('mero',),('syn','deriv'),('syn','hyper','hypo'),('syn','hyper','hypo','deriv','gloss'),('syn','hyper','hypo','deriv','gloss','mero')]:
    print(rels, run(bag,rels))
def load_full(storedir):
    mems={}
    for p in glob.glob(f"{storedir}/.agents/.engram/*/*.md"):
        t=open(p).read()
        if 'lifecycle: superseded' in t: continue
        t=t.split('## Rule Variants')[0]
        mems[os.path.basename(p)[:-3]]=set(toks(t))
    return mems
def docexp(words,mode):
    out=set(key(w) for w in words)
    for w in words:
        for ss in synsets(w, first=(mode=='first')):
            out|=set(key(y) for y in toks(data[ss][2].split(';')[0]))
            if 'syn' in mode: out|=set(key(y) for x in words_of(ss) for y in toks(x))
    return out
for mode in ['first','all','allsyn']:
    hit=tot=0;rr=0
    for storedir,cases in bag:
        full=load_full(storedir); mems={m:docexp(w,mode) for m,w in full.items()}; N=len(mems)
        df=collections.Counter(k for m in mems.values() for k in m)
        for c in cases:
            if not c['expect']: continue
            q=set(key(w) for w in toks(c['query']))
            sc={mid:sum(math.log(1+N/df[k]) for k in q if k in m) for mid,m in mems.items()}
            top=[m for m,s in sorted(sc.items(),key=lambda x:-x[1]) if s>0][:5]
            tot+=1; ok=[i for i,m in enumerate(top) if m in c['expect']]
            if ok: hit+=1; rr+=1/(ok[0]+1)
    print(mode,hit,tot,rr/tot)
