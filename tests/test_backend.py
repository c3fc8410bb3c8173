"""Which BLAS the engine runs with: ``AUGURY_BLAS`` names one (a library path, or ``bundled``), else a system OpenBLAS.

Each case runs in a fresh interpreter: the BLAS is chosen once, before MLX is first imported.
CI runs the engine tests twice, with ``AUGURY_BLAS=bundled`` and with an OpenBLAS unpacked from the Debian package
(``.ci/run``); there the last test proves that the OpenBLAS named is the one MLX's matrix products call.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import free_port

#: Prints the BLAS the backend chose and where MLX's ``cblas_sgemm`` comes from: the dynamic linker binds MLX's
#: undefined ``cblas_sgemm`` to the process-wide definition when there is one (a library preloaded globally), else
#: to the BLAS MLX ships (loaded privately, so not visible process-wide: printed as ``mlx``).
PROBE = """
import ctypes, ctypes.util
from augury.engine import backend
info = backend.prepare("cpu")
import mlx.core as mx
a = mx.ones((64, 64)); mx.eval(a @ a)  # MLX has resolved its BLAS symbols by now

class DlInfo(ctypes.Structure):
    _fields_ = [("fname", ctypes.c_char_p), ("fbase", ctypes.c_void_p),
                ("sname", ctypes.c_char_p), ("saddr", ctypes.c_void_p)]

libc = ctypes.CDLL(None)
print(info.blas)
try:
    symbol = ctypes.cast(libc.cblas_sgemm, ctypes.c_void_p)
except AttributeError:
    print("mlx")
else:
    where = DlInfo()
    libc.dladdr(symbol, ctypes.byref(where))
    print(where.fname.decode())
"""


def probe(blas: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "AUGURY_BLAS"}
    if blas is not None:
        env["AUGURY_BLAS"] = blas
    return subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60)


def test_bundled_keeps_mlx_own_blas() -> None:
    done = probe("bundled")
    assert done.returncode == 0, done.stderr
    chosen, symbol_from = done.stdout.splitlines()
    assert chosen == "bundled"
    assert symbol_from == "mlx"


def test_a_blas_that_cannot_be_loaded_stops_the_server_with_one_sentence(tmp_path: Path) -> None:
    missing = str(tmp_path / "libblas.so.3")
    env = {**os.environ, "AUGURY_BLAS": missing, "AUGURY_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "augury", "serve", "--port", str(free_port())], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(f"augury: error: AUGURY_BLAS={missing} cannot be loaded as a BLAS library ("), done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(not os.environ.get("AUGURY_BLAS", "").startswith("/"),
                    reason="AUGURY_BLAS names no OpenBLAS library (CI's second engine run sets it)")
def test_the_named_openblas_is_what_mlx_multiplies_with() -> None:
    named = os.environ["AUGURY_BLAS"]
    done = probe(named)
    assert done.returncode == 0, done.stderr
    chosen, symbol_from = done.stdout.splitlines()
    assert chosen == named
    assert "openblas" in os.path.realpath(symbol_from), symbol_from


def test_avx512_kernels_are_chosen_only_where_every_flag_they_need_is_listed() -> None:
    from augury.engine.backend import AVX512_CORETYPE, avx512_coretype

    full = "processor\t: 0\nflags\t\t: fpu sse2 avx2 fma avx512f avx512cd avx512bw avx512dq avx512vl amx_tile\n"
    assert avx512_coretype(full) == AVX512_CORETYPE == "SkylakeX"
    assert avx512_coretype(full.replace(" avx512bw", "")) is None  # AVX-512 F without BW: not SkylakeX's kernels
    assert avx512_coretype("processor\t: 0\nflags\t\t: fpu sse2 avx2 fma\n") is None
    assert avx512_coretype("Features\t: fp asimd sve\n") is None  # an Arm CPU


#: Prepares the backend as the server and the demo trainer do and prints the BLAS, the core type it chose, what
#: OpenBLAS runs, and the variable afterwards.
CORETYPE_PROBE = """
import ctypes, os
from augury.engine import backend
info = backend.prepare("cpu")
corename = ctypes.CDLL(None).openblas_get_corename
corename.restype = ctypes.c_char_p
print(info.blas, info.blas_coretype, corename().decode(), os.environ.get("OPENBLAS_CORETYPE"))
"""


def _has_avx512() -> bool:
    from augury.engine.backend import avx512_coretype

    try:
        return avx512_coretype(Path("/proc/cpuinfo").read_text(encoding="utf-8")) is not None
    except OSError:
        return False


def _openblas_to_load() -> bool:
    from augury.engine.backend import OPENBLAS_CANDIDATES

    named = os.environ.get("AUGURY_BLAS", "")
    return named.startswith("/") or (not named and any(map(os.path.exists, OPENBLAS_CANDIDATES)))


@pytest.mark.skipif(not _openblas_to_load(), reason="no OpenBLAS to load (MLX's bundled BLAS has no core types)")
@pytest.mark.skipif(not _has_avx512(), reason="this CPU has no AVX-512 (F, CD, BW, DQ, VL)")
def test_the_backend_loads_openblas_with_its_avx512_kernels() -> None:
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_CORETYPE"}
    done = subprocess.run([sys.executable, "-c", CORETYPE_PROBE], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    blas, chosen, running, left = done.stdout.split()
    assert "blas" in blas and chosen == "SkylakeX"
    assert running.lower() == "skylakex"  # what OpenBLAS itself reports it runs
    assert left == "None"  # restored: servers the process starts later choose for themselves


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim is Linux-only")
def test_freed_heap_memory_is_handed_back_to_the_system() -> None:
    """What a model load parses and drops (its tokenizer's JSON) leaves the process's resident memory."""
    script = """
import ctypes
from augury.engine import backend
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096
blocks = [libc.malloc(64 << 10) for _ in range(3200)]  # 200 MiB of heap blocks, below glibc's mmap threshold
for b in blocks:
    ctypes.memset(b, 1, 64 << 10)
keep = libc.malloc(64 << 10)  # the heap's top stays in use: freeing the rest does not shrink the heap by itself
ctypes.memset(keep, 1, 64 << 10)
for b in blocks:
    libc.free(b)
before = rss()
assert backend.return_freed_memory()
print(before - rss())
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert int(out.stdout) > 150 << 20, out.stdout
