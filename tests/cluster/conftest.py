import signal
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "bazel"))  # harness
sys.path.insert(0, str(Path(__file__).parent))

# Each fault test is bounded: a hung Bazel or bot raises here, in the test's
# own thread, so its `finally` and the Cluster's __exit__ still stop every
# process it started (by pid) and delete its namespaces.
BOUND_S = 600


class Overtime(Exception):
    pass


@pytest.fixture(autouse=True)
def bounded():
    def overtime(signum, frame):
        raise Overtime("a cluster fault test ran past %d s" % BOUND_S)

    old = signal.signal(signal.SIGALRM, overtime)
    signal.alarm(BOUND_S)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
