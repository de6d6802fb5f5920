#!/usr/bin/env python3
"""Check, before any router run, that no paraphrase case shares a word with its expected memories (lower case,
stop words out, a five-letter prefix counting as shared; the memory's id, title, tags and content), and that
every expected or forbidden id exists."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from data import M  # noqa: E402

STOP = set("""a an the and or of to in on for at by with from is are was were be been it its this that these those
i me my we our us you your he she his her they them their what which who whom how why when where can could would
should will shall may might do does did not no nor so if then than too very just about into over under up down out
off again once here there all any both each few more most other some such only own same s t don now get got has have
had having am as but ever""".split())


def words(text):
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP and len(w) > 1}


def shared(a, b):
    return {x for x in a if any(x == y or (len(x) >= 5 and len(y) >= 5 and x[:5] == y[:5]) for y in b)}


mem = {m["id"]: m for m in M}
cases = json.load(open(os.path.join(HERE, "..", "cases.json")))["cases"]
bad = 0
for c in cases:
    for i in c["expect"] + c["forbid"]:
        if i not in mem:
            print("unknown id", c["id"], i)
            bad += 1
    if c["group"] != "paraphrase":
        continue
    q = words(c["query"])
    for i in c["expect"]:
        m = mem[i]
        mw = words(" ".join([m["id"].replace("-", " "), m["title"], " ".join(m["tags"]).replace("-", " ")] + m["content"]))
        s = shared(q, mw)
        if s:
            print(c["id"], i, sorted(s))
            bad += 1
sys.exit(1 if bad else 0)
