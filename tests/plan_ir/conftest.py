"""Shared fixtures: the data directory and the examples module (a sibling
file, imported by path so tests/ needs no package markers)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

DATA = os.path.normpath(os.path.join(HERE, "..", "data"))
