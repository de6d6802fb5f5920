#!/usr/bin/env python3
"""Write this set's memory files from data.py into STORE/.agents/.engram/.

Usage: python3 gen.py STORE   (then: engram rehash --workspace STORE)
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import write_store  # noqa: E402
from data import M  # noqa: E402

if __name__ == "__main__":
    write_store(sys.argv[1], M)
