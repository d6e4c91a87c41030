"""What a long `tv prove` prints while it runs, on stderr: one line per
stage (validate and generate, the statement reader, each Bazel phase),
and while Bazel checks, every TICK seconds the obligation verdicts written
so far out of the total with the elapsed time. `verbose` passes Bazel's
whole output through instead of its phase lines.

stdout stays the verdict (one JSON object under --json).
"""
from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path
from typing import Optional, TextIO

TICK = 15.0
# Bazel's lines that start or end a phase (--curses=no --color=no)
PHASE_PREFIXES = ("INFO: Analyzed", "INFO: Found", "INFO: Elapsed time", "INFO: Build completed",
                  "FAILED: Build did NOT complete", "ERROR:", "Executed ")


class Progress:
    def __init__(self, verbose: bool = False, stream: Optional[TextIO] = None, enabled: bool = True):
        self.verbose = verbose
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.t0 = time.monotonic()

    def stage(self, text: str) -> None:
        if self.enabled:
            print(f"tv [{time.monotonic() - self.t0:7.1f} s] {text}", file=self.stream, flush=True)

    def bazel_line(self, line: str) -> None:
        """A line of Bazel's output: all of it when verbose, else its phases."""
        if not self.enabled:
            return
        if self.verbose:
            print(line, end="" if line.endswith("\n") else "\n", file=self.stream, flush=True)
        elif line.startswith(PHASE_PREFIXES):
            self.stage("bazel: " + line.strip()[:200])


class VerdictTicker:
    """Counts the verdict files of `names` under `directory` written since
    it started, every TICK seconds, until stopped."""

    def __init__(self, progress: Progress, directory: Path, names: list[str], tick: float = TICK):
        self.progress, self.directory, self.names, self.tick = progress, directory, names, tick
        self.started = time.time()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def written(self) -> int:
        n = 0
        for name in self.names:
            try:
                if os.stat(self.directory / f"{name}.verdict").st_mtime >= self.started - 1:
                    n += 1
            except OSError:
                pass
        return n

    def _run(self) -> None:
        while not self._stop.wait(self.tick):
            self.progress.stage(f"bazel test: {self.written()}/{len(self.names)} verdicts written this run "
                                "(obligations and certificate)")

    def __enter__(self) -> "VerdictTicker":
        if self.progress.enabled:
            self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()
