# python/tests/test_docs.py - runs every ```python block of docs/python.md, in order, in one
# namespace: the walkthrough is executed, not only shown.
import os
import re

from conftest import SOURCE_DIR


def python_blocks(path):
    with open(path) as f:
        text = f.read()
    return re.findall(r"^```python\n(.*?)^```$", text, flags=re.M | re.S)


def test_walkthrough_runs(capsys):
    blocks = python_blocks(os.path.join(SOURCE_DIR, "docs", "python.md"))
    assert len(blocks) >= 8
    namespace = {"__name__": "walkthrough"}
    for i, block in enumerate(blocks):
        code = compile(block, f"docs/python.md block {i + 1}", "exec")
        exec(code, namespace)
