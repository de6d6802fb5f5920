#!/usr/bin/env python3
"""Write the Cadence memory files from data.py into STORE/.agents/.engram/.

Usage: python3 gen.py STORE   (then: engram rehash --workspace STORE; engram verify --workspace STORE)
Only the memory files and the changelog are written; init, roles, index and hashes come from engram.
"""
import os
import sys

from data import M

AUTHOR = ['author_email: eval@example.com', 'author_name: "Eval Author"']


def front_matter(m):
    fm = {
        "authority": "reference" if m["type"] == "knowledge" else "instruction",
        "confidence": "high",
        "created": m["created"],
        "id": m["id"],
        "last_confirmed": m["created"],
        "revision": "1",
        "schema_version": "3",
        "scope": "workspace",
        "source": "manual",
        "tags": "[" + ", ".join(m["tags"]) + "]",
        "type": m["type"],
        "updated": m["created"],
        "valid_from": m["created"],
    }
    if m["deps"]:
        fm["depends_on"] = "[" + ", ".join(m["deps"]) + "]"
    if m["role"]:
        fm["role"] = "[" + ", ".join(m["role"]) + "]"
    if m["superseded_by"]:
        fm["lifecycle"] = "superseded"
        fm["superseded_by"] = m["superseded_by"]
        fm["valid_until"] = m["valid_until"]
    if m["supersedes"]:
        fm["supersedes"] = "[" + ", ".join(m["supersedes"]) + "]"
    lines = ["---"] + AUTHOR + [f"{k}: {fm[k]}" for k in sorted(fm)] + ["---", ""]
    return lines


def body(m):
    out = [f"# {m['title']}", "", "## Content", ""]
    out += [f"- {c}" for c in m["content"]]
    if m["type"] == "rule":
        first, rest = m["content"][0], m["content"][1:]
        variants = [
            ("Light", ["Preferred default, deviate only with a stated reason: " + first] + rest),
            ("Balanced", m["content"]),
            ("Strict", ["Required; get the owning team's sign-off before any exception: " + first] + rest),
        ]
        out += ["", "## Rule Variants"]
        for name, items in variants:
            out += ["", f"### {name}", ""] + [f"- {c}" for c in items]
    return out


def main():
    store = os.path.join(sys.argv[1], ".agents", ".engram")
    folders = {"rule": "rules", "skill": "skills", "knowledge": "knowledge"}
    log = ["# Engram Changelog"]
    for m in sorted(M, key=lambda m: (m["created"], m["id"])):
        rel = f"{folders[m['type']]}/{m['id']}.md"
        os.makedirs(os.path.join(store, folders[m["type"]]), exist_ok=True)
        with open(os.path.join(store, rel), "w") as f:
            f.write("\n".join(front_matter(m) + body(m)) + "\n")
        log.append(f"- {m['created']}T09:00:00.000Z {rel}: add {m['type']}: {m['id']}")
    with open(os.path.join(store, "changelog.md"), "w") as f:
        f.write("\n".join(log) + "\n")


if __name__ == "__main__":
    main()
