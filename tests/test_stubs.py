"""The hand-written stubs (pycards/_core.pyi, pycards/_batch.pyi) do not drift from the modules:
every public class, function and member of the compiled modules is declared."""

import ast
import inspect
import re
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


# ---- mypy: stubtest on the compiled modules, and typed user code -------------------------------
ROOT = Path(__file__).resolve().parent.parent
TYPING = ROOT / "tests" / "typing"


@pytest.fixture
def mypy_env(monkeypatch):
    """mypy finds the package being tested (its stubs beside the sources): an editable install is
    an import hook mypy cannot follow, so the package's folder goes on MYPYPATH (unless it is
    site-packages, which mypy searches anyway)."""
    pytest.importorskip("mypy")
    if PKG.parent.name not in ("site-packages", "dist-packages"):
        monkeypatch.setenv("MYPYPATH", str(PKG.parent))
    cache = ROOT / "build" / "mypy-cache"
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError:
        import tempfile

        cache = Path(tempfile.gettempdir()) / "pycards-mypy-cache"
    return cache


def test_stubtest_compiled_modules(mypy_env):
    """mypy.stubtest against the imported modules (the ones under test, already in sys.modules)."""
    import contextlib
    import io

    from mypy import stubtest

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = stubtest.test_stubs(stubtest.parse_options(
            ["pycards._core", "pycards._batch", "--allowlist", str(TYPING / "stubtest-allowlist.txt")]))
    assert code == 0, out.getvalue()


def run_mypy(cache, *files):
    from mypy import api

    stdout, stderr, _ = api.run([
        "--config-file", str(TYPING / "mypy.ini"), "--cache-dir", str(cache), *map(str, files)])
    assert not stderr, stderr
    return stdout


def test_typed_user_code(mypy_env):
    """pc.game() is typed per game name: correct code passes, and each known error is reported
    on its line (and nothing else)."""
    ok, bad = TYPING / "typed_ok.py", TYPING / "typed_errors.py"
    out = run_mypy(mypy_env, ok, bad)
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert not [e for e in errors if e.startswith(str(ok)) or ok.name in e.split(":")[0]], out
    got = {int(e.split(":")[1]) for e in errors if bad.name in e.split(":")[0]}
    want = {i for i, line in enumerate(bad.read_text(encoding="utf-8").splitlines(), 1) if "  # error:" in line}
    assert got == want, out


# pycards::uragan::View: view(seat) is being reworked on another branch (a common View type
# registered before the methods that return it); remove this exception once it lands.
KNOWN_CPP_NAMES = {"pycards::uragan::View"}


def test_help_shows_python_type_names():
    """Signatures name Python classes (help(), stubs), never C++ types: every class is registered
    before a method that takes or returns it is defined."""
    import pydoc

    text = pydoc.render_doc(_core, renderer=pydoc.plaintext)
    cpp = set(re.findall(r"\b(?:pycards|std)::[\w:<>, ]+", text)) - KNOWN_CPP_NAMES
    assert not cpp, sorted(cpp)


def _stub_signatures(path):
    """{class: {method: (parameter names, which have defaults)}} and {function: ...} of a stub,
    inherited methods included; None for a *args/**kwargs stub (declared loosely on purpose)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    classes, funcs = {}, {}

    def sig(fn):
        a = fn.args
        if a.vararg or a.kwarg:
            return None
        params = a.posonlyargs + a.args
        defaults = [False] * (len(params) - len(a.defaults)) + [True] * len(a.defaults)
        params += a.kwonlyargs
        defaults += [d is not None for d in a.kw_defaults]
        pairs = [(p.arg, d) for p, d in zip(params, defaults) if p.arg not in ("self", "cls")]
        return [n for n, _ in pairs], [d for _, d in pairs]

    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            methods = {}
            for base in node.bases:
                if isinstance(base, ast.Name) and base.id in classes:
                    methods.update(classes[base.id])
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and not any(
                        isinstance(d, ast.Name) and d.id in ("property", "overload") for d in item.decorator_list):
                    methods[item.name] = sig(item)
            classes[node.name] = methods
        elif isinstance(node, ast.FunctionDef):
            funcs[node.name] = sig(node)
    return classes, funcs


def _runtime_signature(name, fn):
    """Parameter names and defaults from a pybind11 docstring's signature line (None if it has
    none or is overloaded). pybind11's ``argN`` (no py::arg) are positional: any stub name fits."""
    pytest.importorskip("mypy")
    from mypy.stubdoc import infer_sig_from_docstring

    doc = getattr(fn, "__doc__", None) or ""
    if "Overloaded function." in doc:
        return None
    sigs = infer_sig_from_docstring(doc, name)
    if len(sigs) != 1:
        return None
    args = [a for a in sigs[0].args if a.name not in ("self", "cls")]
    return [a.name for a in args], [a.default for a in args]


def test_stub_parameters_match_the_compiled_signatures():
    """stubtest cannot read pybind11 signatures (no __text_signature__; it does check _batch's
    Cython ones): compare each stub's parameter names and defaults with the signature pybind11
    writes in the docstring."""
    module = _core
    classes, funcs = _stub_signatures(PKG / "_core.pyi")
    targets = [(name, fn, funcs.get(name)) for name, fn in vars(module).items()
               if callable(fn) and not inspect.isclass(fn) and name in funcs]
    for cls_name, methods in classes.items():
        cls = getattr(module, cls_name, None)
        if cls is None:
            continue  # stub-only helper classes (_State, ...)
        targets += [(f"{cls_name}.{m}", getattr(cls, m), s) for m, s in methods.items()
                    if not m.startswith("__") and callable(getattr(cls, m, None))]
    compared, bad = 0, []
    for name, fn, stub_sig in targets:
        runtime = _runtime_signature(name.rsplit(".", 1)[-1], fn)
        if runtime is None or stub_sig is None:
            continue
        compared += 1
        (rnames, rdefaults), (snames, sdefaults) = runtime, stub_sig
        names_ok = len(rnames) == len(snames) and all(
            r == s or re.fullmatch(r"arg\d+", r) for r, s in zip(rnames, snames))
        if not names_ok or rdefaults != sdefaults:
            bad.append(f"{name}: compiled {list(zip(rnames, rdefaults))}, stub {list(zip(snames, sdefaults))}")
    assert not bad, "\n".join(bad)
    assert compared >= 50, compared  # the docstring signatures were found
