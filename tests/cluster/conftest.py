import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "bazel"))  # harness
sys.path.insert(0, str(Path(__file__).parent))
