"""The capture processes' parent: one clean process that imports torch, the
capture code and the user's modules once, then forks a child per capture.

Run by the importer as `python -m frontends.torch.zygote LEARNED MODULE ...`; it
reads one job per line on stdin (JSON: id, job, out, err) and answers on
stdout `started ID PID` and `done ID RETURNCODE`. A child is
`python -m frontends.torch.worker JOB OUT` with fd 1 and 2 on the file
`err`, minus the imports: on this 2-core machine importing torch,
transformers and a model's modelling code costs 4-6 s a process, paid once
here instead of once per rank.

Forking keeps what a process per rank is for (worker.py: DTensor's
sharding-propagation cache is process-global): this process runs no
tensor op, so every child starts with torch as fresh as after its import.
A user module that fails to import is skipped here; its child imports it
again and reports the error as an unforked worker would.

Most of a child's own time was still imports: the modules a capture pulls
in lazily (transformers' modelling code behind its lazy attributes, the
hub client behind that, torch's decompositions), about 1,200 modules and
4.5 s for a 2-layer Hugging Face Llama. Each child lists the modules it
imported (OUT.modules); the importer keeps them per set of user modules
(LEARNED) and the next server imports them too, in their import order.
Only imports: no code of the model runs here.
"""

from __future__ import annotations

import json
import os
import select
import sys
import traceback


def preload(modules: list[str]) -> None:
    import torch  # noqa: F401

    from frontends.torch import worker  # noqa: F401
    for name in modules:
        try:
            __import__(name)
        except Exception:  # noqa: BLE001 - reported by the child that needs it
            pass


def child(job: str, out: str, err: str) -> None:
    """In the forked process: the worker's main with stdout and stderr on `err`."""
    code = 1
    try:
        fd = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.close(fd)
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.close(devnull)
        from frontends.torch import worker
        before = set(sys.modules)
        code = worker.main(["worker", job, out])
        with open(out + ".modules", "w") as f:
            f.write("".join(m + "\n" for m in sys.modules if m not in before))
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    except BaseException:  # noqa: BLE001 - as an uncaught exception ends `python -m worker`
        traceback.print_exc()
        code = 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def serve() -> None:
    running: dict[int, str] = {}
    stdin_open = True
    buf = b""
    while stdin_open or running:
        if stdin_open:
            ready, _, _ = select.select([0], [], [], 0.05)
            if ready:
                chunk = os.read(0, 65536)
                if not chunk:
                    stdin_open = False
                buf += chunk
                while b"\n" in buf:
                    line, buf = buf.split(b"\n", 1)
                    req = json.loads(line)
                    sys.stdout.flush()
                    pid = os.fork()
                    if pid == 0:
                        child(req["job"], req["out"], req["err"])
                    running[pid] = req["id"]
                    print(f"started {req['id']} {pid}", flush=True)
        elif running:
            select.select([], [], [], 0.05)
        while running:
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            print(f"done {running.pop(pid)} {os.waitstatus_to_exitcode(status)}", flush=True)


def main(argv: list[str]) -> int:
    learned = []
    if os.path.exists(argv[1]):
        with open(argv[1]) as f:
            learned = f.read().split()
    preload(argv[2:] + learned)
    print("ready", flush=True)
    serve()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
