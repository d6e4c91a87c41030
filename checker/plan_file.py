"""Reads a plan: the binary PlanFile envelope (magic, sha256 of the plan
bytes, the serialized Plan: the framing emitter/plan_io.py writes, re-read
here) or text format."""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Union

from google.protobuf import text_format

from proto import plan_pb2

MAGIC = "trainverify.plan"
TEXT_SUFFIXES = (".textproto", ".txtpb", ".pbtxt")


class PlanFileError(ValueError):
    pass


def from_binary(data: bytes) -> plan_pb2.Plan:
    envelope = plan_pb2.PlanFile()
    envelope.ParseFromString(data)
    if envelope.magic != MAGIC:
        raise PlanFileError(f"bad magic {envelope.magic!r}")
    if envelope.sha256 != hashlib.sha256(envelope.plan).digest():
        raise PlanFileError("the plan bytes do not match their sha256")
    plan = plan_pb2.Plan()
    plan.ParseFromString(envelope.plan)
    return plan


def load(plan: Union[str, Path, bytes]) -> plan_pb2.Plan:
    """A path (text format by its suffix, else binary) or a binary file's bytes."""
    if isinstance(plan, bytes):
        return from_binary(plan)
    path = Path(plan)
    if path.name.endswith(TEXT_SUFFIXES):
        return text_format.Parse(path.read_text(encoding="utf-8"), plan_pb2.Plan())
    return from_binary(path.read_bytes())
