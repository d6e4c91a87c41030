"""The generated Plan IR module imports and round-trips under Bazel's pinned
protoc and Python toolchain (the first consumer of py_proto_library)."""
from google.protobuf import text_format

from proto import plan_pb2


def test_plan_round_trips_binary_and_text():
    plan = plan_pb2.Plan(version=1, name="roundtrip", seed=7)
    plan.provenance.add(artifact="x", sha256="0" * 64)
    assert plan_pb2.Plan.FromString(plan.SerializeToString()) == plan
    assert text_format.Parse(text_format.MessageToString(plan), plan_pb2.Plan()) == plan


def test_generated_by_pinned_protoc():
    # protoc 3.21 emits builder-style code with no runtime version check.
    assert plan_pb2.DESCRIPTOR.package == "trainverify.plan"
