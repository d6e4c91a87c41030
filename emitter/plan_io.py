"""Strict loading and deterministic saving of Plans.

Binary files are a PlanFile envelope (magic + sha256 + serialized Plan) so
that truncation and bit flips are always detected instead of decoding into a
different plan. proto3 parsing silently keeps unknown fields and
out-of-range enum values; `check_strict` rejects both explicitly, naming the
field path (and the node / program it lies in).
"""

from __future__ import annotations

import hashlib
import os
from typing import Optional

from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from google.protobuf import text_format
from google.protobuf import unknown_fields

from emitter.errors import InvalidPlan, Location, UsageError
from proto import plan_pb2

MAGIC = "trainverify.plan"
TEXT_SUFFIXES = (".textproto", ".txtpb", ".pbtxt")
BINARY_SUFFIXES = (".binpb", ".pb")


# ---------------------------------------------------------------- strictness

def check_strict(msg: _message.Message, path: str = "", ctx: Optional[Location] = None) -> None:
    """Raises InvalidPlan for the first unknown field or unknown enum value
    (depth-first, in field-number order, so the report is deterministic).
    The walk that names it runs only when a fast check finds one: over every
    message in Python it took 20 s of the 405B plan's 2.6 M messages."""
    if _has_unknown_fields(msg) or _has_unknown_enum(msg):
        _locate_strict(msg, path, ctx)


def _has_unknown_fields(msg: _message.Message) -> bool:
    """Any unknown field anywhere: discarding them (in the runtime's own
    code) shrinks the encoding."""
    bare = type(msg)()
    bare.CopyFrom(msg)
    bare.DiscardUnknownFields()
    return bare.ByteSize() != msg.ByteSize()


def _has_unknown_enum(msg: _message.Message) -> bool:
    """Any enum field, set anywhere, holding a number its enum does not name
    (proto3 enums are open: parsing keeps it)."""
    todo = [msg]
    while todo:
        m = todo.pop()
        for field, value in m.ListFields():
            if field.type == _descriptor.FieldDescriptor.TYPE_MESSAGE:
                if _is_repeated(field):
                    todo.extend(value)
                else:
                    todo.append(value)
            elif field.type == _descriptor.FieldDescriptor.TYPE_ENUM:
                names = field.enum_type.values_by_number
                if any(v not in names for v in (value if _is_repeated(field) else (value,))):
                    return True
    return False


def _locate_strict(msg: _message.Message, path: str = "", ctx: Optional[Location] = None) -> None:
    ctx = ctx or Location()
    ctx = _context_for(msg, path, ctx)
    unknown = unknown_fields.UnknownFieldSet(msg)
    if len(unknown):
        numbers = sorted({f.field_number for f in unknown})
        raise InvalidPlan(
            f"unknown field number(s) {numbers} in {msg.DESCRIPTOR.full_name}",
            _with_field(ctx, path or "<root>"))
    for field in msg.DESCRIPTOR.fields:
        fpath = f"{path}.{field.name}" if path else field.name
        if _is_repeated(field):
            values = list(getattr(msg, field.name))
            for i, v in enumerate(values):
                _check_value(field, v, f"{fpath}[{i}]", ctx)
        elif field.type == _descriptor.FieldDescriptor.TYPE_MESSAGE:
            if msg.HasField(field.name):
                _check_value(field, getattr(msg, field.name), fpath, ctx)
        else:
            _check_value(field, getattr(msg, field.name), fpath, ctx)


def _is_repeated(field) -> bool:
    # `label` is deprecated in newer runtimes; `is_repeated` is absent in older.
    rep = getattr(field, "is_repeated", None)
    if rep is not None:
        return rep if isinstance(rep, bool) else rep()
    return field.label == _descriptor.FieldDescriptor.LABEL_REPEATED


def _check_value(field, value, path: str, ctx: Location) -> None:
    if field.type == _descriptor.FieldDescriptor.TYPE_MESSAGE:
        _locate_strict(value, path, ctx)
    elif field.type == _descriptor.FieldDescriptor.TYPE_ENUM:
        if value not in field.enum_type.values_by_number:
            raise InvalidPlan(
                f"value {value} is not a member of enum {field.enum_type.name}",
                _with_field(ctx, path))


def _context_for(msg, path: str, ctx: Location) -> Location:
    name = msg.DESCRIPTOR.name
    if name == "Node" and msg.name:
        return Location(graph=ctx.graph, node=msg.name)
    if name == "TensorDecl" and msg.name:
        return Location(graph=ctx.graph, tensor=msg.name)
    if name == "Program":
        return Location(graph="pm:" + (msg.name or path))
    if path == "sm":
        return Location(graph="sm")
    return ctx


def _with_field(ctx: Location, path: str) -> Location:
    return Location(graph=ctx.graph, node=ctx.node, tensor=ctx.tensor, field=path)


# ---------------------------------------------------------------- decoding

def plan_from_binary(data: bytes, strict: bool = True) -> plan_pb2.Plan:
    """`strict`: unknown fields and enum values are InvalidPlan (check_strict);
    a reader of an already judged plan (emitter/report.py) may skip that walk
    (the magic, the content hash and decoding are always checked)."""
    envelope = plan_pb2.PlanFile()
    try:
        envelope.ParseFromString(data)
    except _message.DecodeError as e:
        raise InvalidPlan(f"binary plan file does not decode: {e}", Location(field="PlanFile"))
    check_strict(envelope, "PlanFile")
    if envelope.magic != MAGIC:
        raise InvalidPlan(f"bad magic {envelope.magic!r}, expected {MAGIC!r}",
                          Location(field="PlanFile.magic"))
    digest = hashlib.sha256(envelope.plan).digest()
    if envelope.sha256 != digest:
        raise InvalidPlan("content hash mismatch: the plan bytes are corrupted or truncated",
                          Location(field="PlanFile.sha256"))
    plan = plan_pb2.Plan()
    try:
        plan.ParseFromString(envelope.plan)
    except _message.DecodeError as e:
        raise InvalidPlan(f"plan does not decode: {e}", Location(field="PlanFile.plan"))
    if strict:
        check_strict(plan)
    return plan


def plan_from_text(text: str, strict: bool = True) -> plan_pb2.Plan:
    plan = plan_pb2.Plan()
    try:
        text_format.Parse(text, plan)
    except text_format.ParseError as e:
        # ParseError carries "line:col : message"; keep it as the field locator.
        line = getattr(e, "GetLine", lambda: None)()
        col = getattr(e, "GetColumn", lambda: None)()
        where = f"text:{line}:{col}" if line is not None else "text"
        raise InvalidPlan(f"text format does not parse: {e}", Location(field=where))
    if strict:
        check_strict(plan)
    return plan


def plan_to_binary(plan: plan_pb2.Plan) -> bytes:
    body = plan.SerializeToString(deterministic=True)
    envelope = plan_pb2.PlanFile(magic=MAGIC, sha256=hashlib.sha256(body).digest(), plan=body)
    return envelope.SerializeToString(deterministic=True)


def plan_to_text(plan: plan_pb2.Plan) -> str:
    return text_format.MessageToString(plan)


# ---------------------------------------------------------------- files

def format_of(path: str) -> str:
    if path.endswith(TEXT_SUFFIXES):
        return "text"
    if path.endswith(BINARY_SUFFIXES):
        return "binary"
    raise UsageError(f"cannot tell the plan format of {path!r}: use one of "
                     f"{', '.join(TEXT_SUFFIXES + BINARY_SUFFIXES)}", Location(field="path"))


def load(path: str, strict: bool = True) -> plan_pb2.Plan:
    fmt = format_of(path)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise UsageError(f"cannot read {path!r}: {e.strerror}", Location(field="path"))
    if fmt == "binary":
        return plan_from_binary(data, strict)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InvalidPlan(f"text plan is not UTF-8: {e.reason} at byte {e.start}",
                          Location(field="text"))
    return plan_from_text(text, strict)


def save(plan: plan_pb2.Plan, path: str) -> None:
    fmt = format_of(path)
    data = plan_to_binary(plan) if fmt == "binary" else plan_to_text(plan).encode("utf-8")
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
