"""The house has no import cycles, no undocumented function-level imports, and the API layer imports no MLX.

The import graph is read from the source (every ``import`` anywhere in a module, function bodies included; only
``if TYPE_CHECKING:`` blocks are left out, as they never run). A function-level import of an Augury module is
allowed only where it is deferred on purpose (MLX before the backend is prepared, the web stack, the spec tooling)
and says so: ``# deferred: why`` on its line, or on the comment line that heads its run of imports.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "augury"
MARKER = "# deferred:"


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(path.relative_to(SRC).with_suffix("").parts).removesuffix(".__init__")
        out[name] = path
    return out


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    return skip


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> list[str]:
    """The modules an import statement may load (``from a import b`` may load ``a`` and ``a.b``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:  # relative: resolved against the importing module's package
        base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
        module = f"{base}.{node.module}" if node.module else base
    else:
        module = node.module or ""
    return [module] + [f"{module}.{alias.name}" for alias in node.names]


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module → the Augury modules it imports anywhere outside ``TYPE_CHECKING`` blocks."""
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _type_checking_nodes(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if id(node) in skip or not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            edges[name] |= {t for t in _targets(node, package) if t in modules and t != name}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


@dataclass(frozen=True)
class LocalImport:
    path: Path
    line: int
    function: str
    statement: str
    documented: bool


def _documented(lines: list[str], first: int, last: int) -> bool:
    """Whether the import spanning lines ``first..last`` (1-based) says why it is deferred."""
    if any(MARKER in lines[i - 1] for i in range(first, last + 1)):
        return True
    i = first - 1  # walk up over the run of imports this one belongs to, to the comment heading it
    while i >= 1:
        text = lines[i - 1].strip()
        if text.startswith("#"):
            if MARKER in text:
                return True
            i -= 1
            continue
        if text.startswith(("from ", "import ")) or text.endswith((",", "(")) or text == ")":
            i -= 1
            continue
        return False
    return False


def _visit(node: ast.AST, function: str | None, path: Path, lines: list[str], out: list[LocalImport]) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            _visit(child, child.name if function is None else f"{function}.{child.name}", path, lines, out)
            continue
        if function is not None and isinstance(child, ast.Import | ast.ImportFrom):
            names = [child.module or ""] if isinstance(child, ast.ImportFrom) else [a.name for a in child.names]
            relative = isinstance(child, ast.ImportFrom) and child.level > 0
            if relative or any(n == "augury" or n.startswith("augury.") for n in names):
                end = child.end_lineno or child.lineno
                out.append(LocalImport(path, child.lineno, function, ast.unparse(child),
                                       _documented(lines, child.lineno, end)))
            continue
        _visit(child, function, path, lines, out)


def local_imports(modules: dict[str, Path]) -> list[LocalImport]:
    """Every import of an Augury module inside a function body."""
    out: list[LocalImport] = []
    for path in modules.values():
        text = path.read_text(encoding="utf-8")
        _visit(ast.parse(text), None, path, text.splitlines(), out)
    return out


def test_no_import_cycles() -> None:
    found = cycles(import_graph(_modules()))
    assert found == [], "import cycles: " + "; ".join(" ⇄ ".join(c) for c in found)


def test_the_engine_knows_no_server() -> None:
    """Engine modules import only the engine, the error types and settings: no API, HTTP, services or metrics."""
    allowed = ("augury.engine", "augury.errors", "augury.settings")
    edges = import_graph(_modules())
    wrong = {name: sorted(t for t in targets if not t.startswith(allowed))
             for name, targets in edges.items() if name.startswith("augury.engine.")}
    assert {name: targets for name, targets in wrong.items() if targets} == {}


def test_function_level_imports_say_why_they_are_deferred() -> None:
    undocumented = [f"{i.path.relative_to(SRC)}:{i.line} ({i.function}): {i.statement}"
                    for i in local_imports(_modules()) if not i.documented]
    assert undocumented == [], (f"function-level imports of Augury modules without a '{MARKER} why' comment "
                                "(import at the top, or say why it must wait):\n" + "\n".join(undocumented))


def test_the_analysis_sees_cycles_and_undocumented_imports(tmp_path: Path) -> None:
    """The checks above would fail on a cycle (function-level imports count) and on a bare local import."""
    a, b, c = tmp_path / "a.py", tmp_path / "b.py", tmp_path / "c.py"
    a.write_text("import augury.b\n", encoding="utf-8")
    b.write_text("def f():\n    from augury.a import x\n\n\ndef g():\n    from augury.elsewhere import y\n",
                 encoding="utf-8")
    c.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import augury.a\n\n\n"
                 "def h():\n    # deferred: a reason\n    from augury.elsewhere import (\n        x,\n    )\n"
                 "    from augury.other import z\n\n\ndef k():\n    from augury.other import w  # deferred: why\n",
                 encoding="utf-8")
    modules = {"augury.a": a, "augury.b": b, "augury.c": c}
    assert cycles(import_graph(modules)) == [["augury.a", "augury.b"]]
    found = {(i.path.name, i.function): i.documented for i in local_imports(modules)}
    assert found == {("b.py", "f"): False, ("b.py", "g"): False, ("c.py", "h"): True, ("c.py", "k"): True}


def test_the_api_layer_imports_no_mlx() -> None:
    """Importing the app and every API module loads no MLX: only the backend, once prepared, may."""
    api = sorted(name for name in _modules() if name == "augury.api" or name.startswith("augury.api."))
    code = textwrap.dedent(f"""
        import importlib, sys
        for name in {[*api, "augury.app", "augury.services", "augury.engine.types"]!r}:
            importlib.import_module(name)
        print(sorted(m for m in sys.modules if m.split(".")[0] in ("mlx", "mlx_lm", "mlx_vlm")))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", f"MLX imported by the API layer: {done.stdout.strip()}"
