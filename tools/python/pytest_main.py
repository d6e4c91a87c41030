"""Entry point for py_test targets that run pytest on their own sources.

Writing the JUnit XML ourselves matters: otherwise Bazel generates it in a
second spawn, and such test results are not served from the remote cache.
"""
import os
import sys

import pytest

if __name__ == "__main__":
    args = ["-q", "-p", "no:cacheprovider"]
    if os.environ.get("XML_OUTPUT_FILE"):
        args.append("--junitxml=" + os.environ["XML_OUTPUT_FILE"])
    sys.exit(pytest.main(args + sys.argv[1:]))
