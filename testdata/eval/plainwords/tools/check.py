#!/usr/bin/env python3
"""Print every word a paraphrase task shares with the memories it expects (title, tags, content): lower case,
stop words out, two words counting as shared when equal or when both have four letters or more and begin with
the same four. Run before any router run; a paraphrase that prints a line is reworded."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from data import STORES  # noqa: E402

STOP = set("""a an the and or of to in on for is it its at by with from my our her his he she they we you can your
their be was were me what who why how do does did one ones not any this that there are has have had get got just so
if but as all no will may must into off out up new has which where when some than too yet""".split())


def words(text):
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP and len(w) > 1}


def shared(a, b):
    return a == b or (len(a) >= 4 and len(b) >= 4 and a[:4] == b[:4])


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    bad = 0
    for name, mems in STORES.items():
        by_id = {m["id"]: m for m in mems}
        for c in json.load(open(os.path.join(here, "..", name, "cases.json")))["cases"]:
            if c["group"] != "paraphrase":
                continue
            q = words(c["query"])
            for e in c["expect"]:
                m = by_id[e]
                mw = words(" ".join([m["id"], m["title"]] + m["tags"] + m["content"]))
                hits = sorted({f"{w}~{v}" for w in q for v in mw if shared(w, v)})
                if hits:
                    bad += 1
                    print(c["id"], e, " ".join(hits))
    print(f"{bad} paraphrase/memory pairs share a word")
