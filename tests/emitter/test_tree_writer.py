import os

import pytest

from emitter import tree_writer


def test_write_replaces_tree_exactly(tmp_path):
    dest = tmp_path / "gen" / "pkg"
    tree_writer.write_tree(dest, {"BUILD": b"a", "sub/x.v": b"x", "stale.v": b"s"})
    tree_writer.write_tree(dest, {"BUILD": b"b", "sub/x.v": b"y"})
    assert tree_writer.read_tree(dest) == {"BUILD": b"b", "sub/x.v": b"y"}
    assert sorted(os.listdir(dest.parent)) == ["pkg"]  # no staging left behind


def test_failure_leaves_old_tree_untouched(tmp_path):
    dest = tmp_path / "pkg"
    tree_writer.write_tree(dest, {"BUILD": b"old"})
    with pytest.raises(ValueError, match="escapes"):
        tree_writer.write_tree(dest, {"BUILD": b"new", "../evil": b"x"})
    assert tree_writer.read_tree(dest) == {"BUILD": b"old"}
    assert sorted(os.listdir(tmp_path)) == ["pkg"]


def test_leftover_staging_from_crash_is_cleared(tmp_path):
    (tmp_path / ".pkg.staging" / "half").mkdir(parents=True)
    tree_writer.write_tree(tmp_path / "pkg", {"f": b"1"})
    assert sorted(os.listdir(tmp_path)) == ["pkg"]


def test_same_input_same_bytes(tmp_path):
    files = {"b": b"2", "a/c": b"3"}
    tree_writer.write_tree(tmp_path / "one", files)
    tree_writer.write_tree(tmp_path / "two", dict(reversed(list(files.items()))))
    assert tree_writer.read_tree(tmp_path / "one") == tree_writer.read_tree(tmp_path / "two")
