"""Move generation and play allocate no heap memory (a C++ check compiled with the system g++)."""
import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_legal_moves_and_play_allocate_nothing(tmp_path):
    compiler = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    assert compiler, "a C++ compiler is needed for this check (the build needs one too)"
    exe = tmp_path / "alloc_check"
    game = ROOT / "csrc/games/uragan"  # the game's rules, notation and playouts (not its solver)
    src = [ROOT / "tests/uragan/cpp/alloc_check.cpp", game / "rules.cpp", game / "notation.cpp",
           game / "playouts.cpp", ROOT / "csrc/src/options.cpp", ROOT / "csrc/src/notation.cpp"]
    subprocess.run([compiler, "-O1", "-std=c++20", f"-I{ROOT / 'csrc/include'}", f"-I{ROOT / 'csrc'}",
                    *map(str, src), "-o", str(exe)], check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout
    assert "allocations during new_deal/new_match/legal_moves/play: 0" in out.stdout
    assert "heap allocations during simulate rows: 0" in out.stdout  # with the breakdown columns
