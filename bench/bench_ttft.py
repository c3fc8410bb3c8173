"""Time to first token on short prompts: Augury against mlx_lm.server, one and eight streams, alternating.

    python -m bench.bench_ttft [--preset qwen3-0.6b-f32 --model-dir DIR] [--streams 1,8] [--repeats 5]

Both servers serve the same model folder on this machine (the same BLAS: Augury's preloaded one is
passed to mlx_lm.server through LD_PRELOAD, with the OpenBLAS core type Augury chose). Each round sends,
to one server then the other, N streaming chat completions at once (short distinct prompts, greedy, 8
tokens) and records each stream's time from sending to its first content chunk. Reported: the median TTFT
per server and stream count, and the ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import time
from typing import Any

import httpx

from bench.common import median, start_server
from bench.perf import add_model_args, backend, model_path, print_table, save


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_mlx_lm(path: str, port: int, blas: str, coretype: str | None = None) -> subprocess.Popen[bytes]:
    env = dict(os.environ)
    if blas.startswith("/"):
        env["LD_PRELOAD"] = blas
        if coretype:  # the kernels Augury's backend chose for the same library
            env["OPENBLAS_CORETYPE"] = coretype
    proc = subprocess.Popen([sys.executable, "-m", "mlx_lm.server", "--model", path, "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/v1/models", timeout=1)
            return proc
        except httpx.HTTPError:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError("mlx_lm.server did not start")


async def first_token_s(client: httpx.AsyncClient, url: str, model: str, prompt: str) -> float:
    body: dict[str, Any] = {"model": model, "messages": [{"role": "user", "content": prompt}], "stream": True,
                            "max_tokens": 8, "temperature": 0.0}
    t = time.perf_counter()
    first: float | None = None
    async with client.stream("POST", url + "/v1/chat/completions", json=body) as resp:
        resp.raise_for_status()
        async for line in resp.aiter_lines():  # read to the end: the stream's slot frees when it finishes
            if first is None and line.startswith("data:") and '"content"' in line and '"content": ""' not in line \
                    and '"content":""' not in line:
                first = time.perf_counter() - t
    if first is None:
        raise RuntimeError("no content chunk")
    return first


async def round_of(url: str, model: str, n: int, salt: int) -> list[float]:
    async with httpx.AsyncClient(timeout=600) as client:
        prompts = [f"Say hello to parcel {salt}-{i}." for i in range(n)]
        return list(await asyncio.gather(*(first_token_s(client, url, model, p) for p in prompts)))


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--streams", default="1,8")
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    info = backend(args.device)
    path = str(model_path(args))
    counts = [int(c) for c in args.streams.split(",")]
    a_port, m_port = free_port(), free_port()
    augury = start_server(["--model", f"bench={path}", "--device", info["device"]], a_port)
    mlx = start_mlx_lm(path, m_port, info["blas"], info.get("blas_coretype"))
    servers = {"augury": (f"http://127.0.0.1:{a_port}", "bench"), "mlx_lm.server": (f"http://127.0.0.1:{m_port}", path)}
    ttft: dict[str, dict[int, list[float]]] = {s: {n: [] for n in counts} for s in servers}
    try:
        for url, model in servers.values():  # warm both
            asyncio.run(round_of(url, model, max(counts), -1))
        for r in range(args.repeats):
            for n in counts:
                order = list(servers) if r % 2 == 0 else list(reversed(servers))
                for name in order:
                    url, model = servers[name]
                    ttft[name][n] += asyncio.run(round_of(url, model, n, r))
    finally:
        augury.terminate()
        mlx.terminate()
        augury.wait(30)
        mlx.wait(30)
    rows = []
    for n in counts:
        a, m = median(ttft["augury"][n]), median(ttft["mlx_lm.server"][n])
        rows.append([n, a * 1000, m * 1000, a / m])
    print(f"backend {info}; load {os.getloadavg()}")
    print_table(["streams", "augury TTFT ms", "mlx_lm.server TTFT ms", "ratio"], rows)
    save(f"ttft-{info['device']}-{args.preset}", {
        "backend": info, "preset": args.preset, "repeats": args.repeats,
        "ttft_ms": {s: {str(n): [x * 1000 for x in v] for n, v in d.items()} for s, d in ttft.items()},
        "ratio": {str(r[0]): r[3] for r in rows}, "load": os.getloadavg(),
    })


if __name__ == "__main__":
    main()
