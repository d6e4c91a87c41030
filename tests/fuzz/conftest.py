import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
for p in (REPO, REPO / ".cache" / "gen", REPO / "tests" / "bazel", HERE):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def workspace():
    import pipeline
    ws = pipeline.Workspace()
    yield ws
    ws.close()


@pytest.fixture(scope="session")
def seed_plans():
    import pipeline
    return pipeline.seed_plans(None)


@pytest.fixture(scope="session", autouse=True)
def real_generated_untouched():
    """Nothing here may write into the real generated/ (only into the copy)."""
    def listing():
        return sorted(str(p.relative_to(REPO)) for p in (REPO / "generated").rglob("*"))
    before = listing()
    yield
    after = listing()
    assert after == before, "the fuzz tests wrote into the real generated/: %s" % sorted(set(after) ^ set(before))
