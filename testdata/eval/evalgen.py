"""Shared by the recall check sets' generators (<set>/tools/gen.py and cases.py):
memory files in engram 0.0.28's layout, and case files in its format.

A set's tools/data.py holds its memories and tools/cases.py its cases; this
module only lays them out, so two sets cannot drift apart in format.
"""
import json
import os

AUTHOR = ['author_email: eval@example.com', 'author_name: "Eval Author"']


def collector(created=None):
    """Return (M, mem): the list a set's tools/data.py fills and the function
    it fills it with, one memory per call. created is the date of memories
    that give none (None: each call must give one)."""
    memories = []

    def mem(id, type, title, tags, content, created=created, role=None, deps=None,
            superseded_by=None, valid_until=None, supersedes=None):
        if created is None:
            raise TypeError(f"memory {id}: no created date")
        memories.append(dict(id=id, type=type, title=title, tags=tags, content=content,
                             created=created, role=role, deps=deps, superseded_by=superseded_by,
                             valid_until=valid_until, supersedes=supersedes))

    return memories, mem


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


def write_store(root, memories):
    """Write the memory files and the changelog into ROOT/.agents/.engram/.
    Init, roles, index and hashes come from engram (init, rehash)."""
    store = os.path.join(root, ".agents", ".engram")
    folders = {"rule": "rules", "skill": "skills", "knowledge": "knowledge"}
    log = ["# Engram Changelog"]
    for m in sorted(memories, key=lambda m: (m["created"], m["id"])):
        rel = f"{folders[m['type']]}/{m['id']}.md"
        os.makedirs(os.path.join(store, folders[m["type"]]), exist_ok=True)
        with open(os.path.join(store, rel), "w") as f:
            f.write("\n".join(front_matter(m) + body(m)) + "\n")
        log.append(f"- {m['created']}T09:00:00.000Z {rel}: add {m['type']}: {m['id']}")
    with open(os.path.join(store, "changelog.md"), "w") as f:
        f.write("\n".join(log) + "\n")


class Cases:
    """A set's cases, numbered per group as PREFIX-group-NN. categories maps
    a group to its engram 0.0.28 category (None: no category field; a group
    not named is its own category)."""

    def __init__(self, prefix, categories):
        self.prefix, self.categories, self.cases = prefix, categories, []

    def case(self, group, query, expect, forbid=(), deps=None, note=None):
        n = sum(1 for c in self.cases if c["group"] == group) + 1
        c = {"id": f"{self.prefix}-{group}-{n:02d}", "group": group}
        cat = self.categories.get(group, group)
        if cat:
            c["category"] = cat
        c.update(query=query, expect=list(expect), forbid=list(forbid))
        if deps:
            c["depends_on"] = deps
        if note:
            c["note"] = note
        self.cases.append(c)

    def write(self, path, indent):
        with open(path, "w") as f:
            json.dump({"version": 2, "cases": self.cases}, f, indent=indent)
            f.write("\n")
