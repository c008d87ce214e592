"""The hand-written stubs (pycards/_core.pyi, pycards/_batch.pyi) do not drift from the modules:
every public class, function and member of the compiled modules is declared."""

import ast
import inspect
from pathlib import Path

import pytest

import pycards
from pycards import _batch, _core

PKG = Path(pycards.__file__).resolve().parent  # the stubs sit beside the Python sources


def stub_names(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    classes, top = {}, set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            members = set()
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    members.add(item.name)
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    members.add(item.target.id)
            bases = [b.id for b in node.bases if isinstance(b, ast.Name)]
            classes[node.name] = (members, bases)
            top.add(node.name)
        elif isinstance(node, ast.FunctionDef):
            top.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            top.add(node.target.id)
    return classes, top


def declared_members(classes, name):
    members, bases = classes[name]
    out = set(members)
    for b in bases:
        if b in classes:
            out |= declared_members(classes, b)
    return out


@pytest.mark.parametrize("module, stub", [(_core, "_core.pyi"), (_batch, "_batch.pyi")])
def test_stubs_declare_every_public_name(module, stub):
    classes, top = stub_names(PKG / stub)
    for name, obj in vars(module).items():
        if name.startswith("_") or inspect.ismodule(obj):
            continue
        if module is _batch and not callable(obj):
            continue
        assert name in top, f"{stub} does not declare {name}"
        if inspect.isclass(obj):
            missing = {m for m in vars(obj) if not m.startswith("_")} - declared_members(classes, name)
            assert not missing, f"{stub}: {name} lacks {sorted(missing)}"
