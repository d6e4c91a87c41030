"""pytest_test: a py_test that runs pytest on its own test files."""

def pytest_test(name, srcs, deps = [], data = [], args = [], **kwargs):
    main = "//tools/python:pytest_main.py"
    native.py_test(
        name = name,
        srcs = srcs + [main],
        main = main,
        args = ["$(rootpath %s)" % s for s in srcs] + args,
        deps = deps,
        data = data,
        python_version = "PY3",
        **kwargs
    )
