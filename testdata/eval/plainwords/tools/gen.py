#!/usr/bin/env python3
"""Write each plainwords store from data.py into ../<store>/store/.agents/.engram/.

Usage: python3 gen.py   (each store first made with engram init, then: engram rehash --workspace <store>/store)
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import write_store  # noqa: E402
from data import STORES  # noqa: E402

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for name, memories in STORES.items():
        write_store(os.path.join(here, "..", name, "store"), memories)
