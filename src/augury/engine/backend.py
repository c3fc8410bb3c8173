"""Choosing and preparing the MLX backend before ``mlx`` is first imported.

On Linux CPUs, MLX's matrix products run through whatever BLAS is loaded first; the bundled reference
BLAS is ~10x slower than OpenBLAS for float32 (STACK.md), so a system OpenBLAS is preloaded globally
when one is installed. ``AUGURY_BLAS`` chooses instead: a path to a BLAS shared library (for example one
unpacked from the Debian package without installing it; its own dependencies must be findable, e.g.
through ``LD_LIBRARY_PATH``), or ``bundled`` for MLX's own. Nothing here imports ``mlx`` at module import time.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass

log = logging.getLogger("augury.engine")

#: The environment variable that names the BLAS to preload: a library path, or ``bundled``.
BLAS_ENV = "AUGURY_BLAS"

OPENBLAS_CANDIDATES = (
    "/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3",
    "/usr/lib/aarch64-linux-gnu/openblas-pthread/libblas.so.3",
    "/usr/lib64/libopenblas.so.0",
)


#: OpenBLAS's kernels for CPUs with AVX-512 (F, CD, BW, DQ and VL), chosen by :func:`openblas_avx512_kernels`.
AVX512_CORETYPE = "SkylakeX"

_AVX512_FLAGS = frozenset({"avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"})


def avx512_coretype(cpuinfo: str) -> str | None:
    """:data:`AVX512_CORETYPE` when ``cpuinfo`` (``/proc/cpuinfo``'s text) lists every AVX-512 flag it needs."""
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "flags":
            return AVX512_CORETYPE if set(value.split()) >= _AVX512_FLAGS else None
    return None


@contextlib.contextmanager
def openblas_avx512_kernels() -> Iterator[str | None]:
    """While open, OpenBLAS loads with its AVX-512 kernels where the CPU has them and nobody chose a core type.

    OpenBLAS picks its kernels by CPU model, and a release older than the CPU falls back to generic ones: Debian
    12's 0.3.21 runs Sapphire Rapids on its SSE3 'Prescott' kernels, 29 GFLOPS for a 2,500x320 by 320x960 float32
    product on one thread against 116 with ``OPENBLAS_CORETYPE=SkylakeX`` (same results to float32 rounding), and
    a 512-token prefill of Qwen3-0.6B's shape in float32 took 25.0 s against 8.7 s. The variable is read once, when
    the library loads, which :func:`prepare` does inside; it is restored on exit, so processes started later
    choose for themselves. Yields the core type set, or None.
    """
    chosen: str | None = None
    if "OPENBLAS_CORETYPE" not in os.environ and sys.platform.startswith("linux"):
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as info:
                chosen = avx512_coretype(info.read())
        except OSError:
            chosen = None
    if chosen is None:
        yield None
        return
    os.environ["OPENBLAS_CORETYPE"] = chosen
    try:
        yield chosen
    finally:
        os.environ.pop("OPENBLAS_CORETYPE", None)


@dataclass(frozen=True)
class BackendInfo:
    """What the engine runs on: ``device`` is ``cpu``, ``gpu`` (CUDA or Metal); ``blas`` is the BLAS in use."""

    device: str
    blas: str
    mlx_version: str
    blas_coretype: str | None = None
    """The OpenBLAS core type :func:`openblas_avx512_kernels` chose while it loaded, or None (OpenBLAS's own)."""


_prepared: BackendInfo | None = None


class BackendError(ValueError):
    """The requested backend cannot be used; the message says why in one sentence."""


def _preload_openblas(choice: str | None = None) -> str:
    """Preload the BLAS ``choice`` names (a path, ``bundled``), else the first system OpenBLAS found."""
    if "mlx.core" in sys.modules:
        return "as loaded"
    if choice == "bundled":
        return "bundled"
    if choice:
        path = os.path.expanduser(choice)
        try:
            ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
        except OSError as exc:  # asked for by name: a silent fallback would hide a 10x slowdown
            raise BackendError(f"{BLAS_ENV}={choice} cannot be loaded as a BLAS library ({exc}); "
                               "name a libblas.so.3 or libopenblas.so.0, or 'bundled'.") from None
        return path
    for path in OPENBLAS_CANDIDATES:
        if os.path.exists(path):
            try:
                ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
            except OSError:  # a broken install: fall back to MLX's own BLAS
                continue
            return path
    return "bundled"


def _import_mlx_lm_keeping_open_file_limit() -> None:
    """Import ``mlx_lm.utils`` without letting it lower the open-file limit, then raise the soft limit to the hard.

    ``mlx_lm.utils`` runs ``resource.setrlimit(RLIMIT_NOFILE, (2048, 4096))`` at import: a server would then stop
    accepting connections at 2,048 open files, and a lowered hard limit cannot be raised again without root.
    """
    import resource

    setrlimit = resource.setrlimit

    def keep_nofile(which: int, limits: tuple[int, int]) -> None:
        if which != resource.RLIMIT_NOFILE:
            setrlimit(which, limits)

    resource.setrlimit = keep_nofile
    try:
        import mlx_lm.utils  # noqa: F401
    finally:
        resource.setrlimit = setrlimit
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        # An unlimited hard limit some systems refuse as a soft one: then keep ours.
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def open_file_limit() -> int:
    """The process's current soft limit on open files (sockets included)."""
    import resource

    return int(resource.getrlimit(resource.RLIMIT_NOFILE)[0])


def return_freed_memory() -> bool:
    """Hand the C heap's free pages back to the system (glibc's ``malloc_trim``); whether it could be asked.

    What a load parses and drops (a Qwen tokenizer's 8 MB ``tokenizer.json``: ~0.05 GiB) otherwise stays in the
    process's resident memory. Elsewhere than glibc this does nothing.
    """
    try:
        libc = ctypes.CDLL(None)
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return False
    trim.argtypes = [ctypes.c_size_t]
    trim(0)
    return True


def prepare(device: str = "auto") -> BackendInfo:
    """Load MLX once, on ``device`` (``auto``, ``cpu`` or ``gpu``), and report what was chosen."""
    global _prepared
    if _prepared is not None:
        return _prepared
    with openblas_avx512_kernels() as coretype:
        blas = _preload_openblas(os.environ.get(BLAS_ENV, "").strip() or None)
    if blas in ("bundled", "as loaded"):
        coretype = None  # no OpenBLAS was loaded here: nothing read the variable
    import mlx.core as mx

    gpu = False
    try:
        gpu = bool(mx.metal.is_available()) or bool(mx.cuda.is_available())
    except AttributeError:  # older builds without one of the namespaces
        gpu = False
    if device == "gpu" and not gpu:
        raise BackendError("device 'gpu' was requested, but this MLX build has no usable GPU backend.")
    use_gpu = gpu and device in ("auto", "gpu")
    mx.set_default_device(mx.gpu if use_gpu else mx.cpu)
    _import_mlx_lm_keeping_open_file_limit()
    version = str(getattr(mx, "__version__", "?"))
    _prepared = BackendInfo(device="gpu" if use_gpu else "cpu", blas=blas, mlx_version=version,
                            blas_coretype=coretype)
    kernels = f", OpenBLAS core type {coretype}" if coretype else ""
    log.info("MLX %s on %s (BLAS: %s%s)", _prepared.mlx_version, _prepared.device, blas, kernels)
    return _prepared
