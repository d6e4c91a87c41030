"""A stage run beside the pipeline: in a forked child, on the other core.

`tv prove` is one Python process until Bazel starts, so on a 2-core machine
one core idles while it infers relations and renders the certificate. The
exact evaluator needs only the validated plan, so it runs in a child forked
after validation (the plan is inherited, not copied or pickled) and its
result or exception comes back through a pipe.
"""
from __future__ import annotations

import multiprocessing
import traceback
from typing import Any, Callable

from emitter.errors import Location, ResourceLimit


class Beside:
    """fn(*args) running in a forked child; result() returns or raises what it did."""

    def __init__(self, fn: Callable[..., Any], *args: Any):
        ctx = multiprocessing.get_context("fork")
        self._recv, send = ctx.Pipe(duplex=False)
        self._proc = ctx.Process(target=_child, args=(send, fn, args), daemon=True)
        self._proc.start()
        send.close()
        self._done = False

    def result(self) -> Any:
        if self._done:
            raise RuntimeError("Beside.result() called twice")
        self._done = True
        try:
            kind, value = self._recv.recv()
        except EOFError:
            kind, value = "died", None
        finally:
            self._recv.close()
            self._proc.join()
        if kind == "ok":
            return value
        if kind == "raised":
            raise value
        if kind == "unpicklable":
            raise RuntimeError(value)
        # killed without a word (the kernel's OOM killer, a signal): a resource
        # problem, not a verdict on the plan
        raise ResourceLimit(f"the exact evaluator's process ended with exit code {self._proc.exitcode} "
                            "before reporting", Location())


def _child(send, fn: Callable[..., Any], args: tuple) -> None:
    try:
        msg = ("ok", fn(*args))
    except BaseException as e:  # noqa: BLE001 - everything goes back to the parent
        msg = ("raised", e)
    try:
        send.send(msg)
    except Exception:  # noqa: BLE001 - the value or exception did not pickle
        send.send(("unpicklable", "".join(traceback.format_exception(msg[1])) if msg[0] == "raised"
                   else f"unpicklable result {type(msg[1]).__name__}"))
    send.close()
