"""Move generation and play allocate no heap memory (C++ check, opt-in: PYCARDS_CPP_TESTS=1)."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(os.environ.get("PYCARDS_CPP_TESTS") != "1" or not shutil.which("g++"),
                    reason="set PYCARDS_CPP_TESTS=1 (needs g++) to compile the C++ check")
def test_legal_moves_and_play_allocate_nothing(tmp_path):
    exe = tmp_path / "alloc_check"
    src = [ROOT / "tests/uragan/cpp/alloc_check.cpp", ROOT / "csrc/games/uragan.cpp",
           ROOT / "csrc/games/uragan_notation.cpp", ROOT / "csrc/src/options.cpp",
           ROOT / "csrc/src/notation.cpp"]
    subprocess.run(["g++", "-O1", "-std=c++20", f"-I{ROOT / 'csrc/include'}", f"-I{ROOT / 'csrc'}",
                    *map(str, src), "-o", str(exe)], check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout
    assert "allocations during new_deal/new_match/legal_moves/play: 0" in out.stdout
