"""The demo's faster retrain: packed rows (one row per request) and two training processes (issue 16).

Packed rows must compute at every answer what the served prompt alone computes; two processes must train the same
steps as one (their gradients summed) and reproduce their bytes.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from augury.demo import WEIGHTS_FILE, ensure_demo_model
from augury.demo.dataset import NO, YES, Mix, generate_cases
from augury.demo.packing import pack_prompts, packed_arrays

PLAIN = Mix(natural=0.6, neutral=0.04, written=0.7, score=0.4)


def test_a_requests_prompts_share_their_common_start_and_keep_their_own_positions() -> None:
    row = pack_prompts([(1, 2, 3, 4), (1, 2, 3, 5, 6), (1, 2, 7)], [10, 11, 12])
    assert row.token_ids == (1, 2, 3, 4, 3, 5, 6, 7)
    assert row.positions == (0, 1, 2, 3, 2, 3, 4, 2)
    assert row.segments == (0, 0, 1, 1, 2, 2, 2, 3)
    assert row.answers == ((3, 10), (6, 11), (7, 12))
    # A prompt that is the common start itself is answered at the start's last token.
    assert pack_prompts([(1, 2), (1, 2, 3)], [5, 6]).answers == ((1, 5), (2, 6))


def test_a_reply_trained_token_by_token_is_one_row_answered_at_every_token() -> None:
    row = pack_prompts([(1, 2), (1, 2, 3), (1, 2, 3, 4)], [3, 4, 9])
    assert row.token_ids == (1, 2, 3, 4)
    assert row.segments == (0, 0, 0, 0)
    assert row.answers == ((1, 3), (2, 4), (3, 9))
    with pytest.raises(ValueError, match="empty prompt"):
        pack_prompts([(), (1,)], [1, 2])
    with pytest.raises(ValueError, match="one target"):
        pack_prompts([(1,)], [1, 2])


def test_a_token_sees_the_shared_start_and_its_own_question_only() -> None:
    arrays = packed_arrays([pack_prompts([(1, 2, 3), (1, 2, 4, 5)], [7, 8]), pack_prompts([(9,)], [6])])
    visible = arrays.visible[:, 0]
    # Row 0: [1, 2 | 3 | 4, 5]; the second question's tokens (3 and 4) never see the first question's (2).
    assert visible[0, 2].tolist() == [True, True, True, False, False]
    assert visible[0, 3].tolist() == [True, True, False, True, False]
    assert visible[0, 4].tolist() == [True, True, False, True, True]
    # Row 1 is padded after its one token: padding sees only itself, the token never sees padding.
    assert visible[1, 0].tolist() == [True, False, False, False, False]
    assert visible[1, 3].tolist() == [False, False, False, True, False]
    assert arrays.slots.tolist() == [[2, 4], [0, 0]]
    assert arrays.answers.tolist() == [0, 1, 2] and arrays.targets.tolist() == [7, 8, 6]


def test_packed_rows_compute_what_each_prompt_computes_alone(tmp_path: Path) -> None:
    """The demo model's logits at every answer of packed rows equal its logits on each served prompt alone."""
    import mlx.core as mx
    from mlx.utils import tree_map
    from mlx_lm.utils import load_model

    from augury.demo.encode import encode_cases
    from augury.demo.packing import packed_logits
    from augury.demo.train import (
        _chat_tokenizer,
        _reply_row,
        _tensors,
        agent_examples,
        chat_groups,
        last_position_logits,
    )

    folder = ensure_demo_model(tmp_path)
    model, _ = load_model(folder)
    model.update(tree_map(lambda value: value.astype(mx.float32), model.parameters()))
    tokenizer = _chat_tokenizer(folder)
    cases = generate_cases(7, 10, style="train", model="augury-demo", offdomain_share=0.1, mix=PLAIN)
    groups = [encode_cases([case], tokenizer, context_length=4096) for case in cases]
    groups += chat_groups(5, 1, tokenizer)
    rows = [pack_prompts([e.prompt_ids for e in group], [e.target for e in group]) for group in groups]
    flat = [example for group in groups for example in group]
    assert sum(len(row.token_ids) for row in rows) < 0.7 * sum(len(e.prompt_ids) for e in flat)
    packed = np.array(packed_logits(model, packed_arrays(rows)))
    alone = np.concatenate([np.array(last_position_logits(model, *_tensors([e])[:2])) for e in flat])
    assert packed.shape == alone.shape == (len(flat), model.args.vocab_size)
    assert np.abs(packed - alone).max() < 1e-3
    # An agent conversation's row: logits at its reply alone, as the whole row's forward has them.
    reply = agent_examples(3, 1, tokenizer)[0]
    row = _reply_row(reply)
    assert len(row.answers) == len(reply.token_ids) - reply.reply_start
    whole = model(mx.array([reply.token_ids]))[0, reply.reply_start - 1 : -1]
    assert float(mx.abs(packed_logits(model, packed_arrays([row])) - whole).max()) < 1e-3


def test_any_fact_asks_mostly_false_facts_and_draws_nothing_when_off() -> None:
    def bodies(mix: Mix) -> list[object]:
        return [case.body for case in generate_cases(3, 300, style="train", model="augury-demo", mix=mix)]

    assert bodies(PLAIN) == bodies(replace(PLAIN, any_fact=0.0))  # off, the shipped recipe's data is unchanged

    def yes_share(mix: Mix) -> float:
        answers = [e.answer for case in generate_cases(3, 600, style="train", model="augury-demo", mix=mix)
                   for e in case.expectations if e.family.startswith("predicate:") and e.answer is not None]
        assert len(answers) > 100
        return sum(answer == YES for answer in answers) / sum(answer in (YES, NO) for answer in answers)

    assert 0.4 < yes_share(PLAIN) < 0.6
    assert yes_share(replace(PLAIN, any_fact=1.0)) < 0.35


def _run_smoke(out: Path) -> str:
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
    done = subprocess.run([sys.executable, "-m", "augury.demo.train", "--recipe", "smoke", "--out", str(out),
                           "--heldout-cases", "20"], capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_two_processes_train_packed_rows_as_one_would_and_reproduce_their_bytes(tmp_path: Path) -> None:
    from augury.demo.train import SMOKE_RECIPE, refine, train, write_checkpoint

    logs = [_run_smoke(tmp_path / run) for run in ("a", "b")]
    assert "2 processes" in logs[0]
    wrote = [re.search(r"wrote .*: [\d.]+ MB, sha256 (\w+)", log) for log in logs]
    assert wrote[0] and wrote[1] and wrote[0].group(1) == wrote[1].group(1)
    digest = hashlib.sha256((tmp_path / "a" / WEIGHTS_FILE).read_bytes()).hexdigest()
    assert digest == wrote[0].group(1)
    # One process on the same packed steps: the same losses up to rounding (so the second process's gradient was
    # summed in, not dropped), other bytes.
    alone = replace(SMOKE_RECIPE, workers=1)
    lines: list[str] = []
    phases = train(alone, tmp_path / "alone", log=lines.append)
    base = write_checkpoint(phases, tmp_path / "alone-base")
    losses = [phases.final_loss]
    for number in range(SMOKE_RECIPE.refinement.rounds):  # each round on the checkpoint the one before wrote
        refined = refine(alone, base.parent, tmp_path / f"alone-refine-{number}", log=lines.append,
                         round_index=number)
        base = write_checkpoint(refined, tmp_path / f"alone-round-{number}")
        losses.append(refined.final_loss)
    two = [float(x) for x in re.findall(r"final loss ([\d.]+)", logs[0])]
    assert len(two) == 1 + SMOKE_RECIPE.refinement.rounds == 3
    assert all(abs(one - other) < 2e-3 for one, other in zip(losses, two, strict=True))
    # Each process graded its share of every round's questions; together, all of them, each round its own draw.
    graded = [re.findall(r"refinement: (\d+) questions graded", text) for text in (logs[0], "\n".join(lines))]
    assert graded[0] == graded[1] and len(graded[0]) == 2 and min(map(int, graded[0])) > 100
    assert "phase refine-1: " in logs[0] and "phase refine-2: " in logs[0] and graded[0][0] != graded[0][1]
    assert re.search(r"round 1's checkpoint: [\d.]+ MB, sha256 \w+", logs[0])
    assert logs[0].count("the weights averaged over the last ") == 2


def test_a_running_mean_of_weight_trees_is_their_mean() -> None:
    import mlx.core as mx

    from augury.demo.train import _running_mean

    trees = [{"w": mx.array([float(k), 2.0 * k]), "inner": {"b": mx.array([k ** 2.0])}} for k in range(1, 6)]
    mean = None
    for count, tree in enumerate(trees, start=1):
        mean = _running_mean(mean, tree, count)
    assert mean is not None
    assert np.allclose(np.array(mean["w"]), [3.0, 6.0]) and np.allclose(np.array(mean["inner"]["b"]), [11.0])


def test_refinement_rounds_draw_their_own_requests_on_the_routes_named() -> None:
    from augury.demo.train import Phase, Recipe, Refinement, phase_cases

    refinement = Refinement(Phase("refine", 90, PLAIN, routes=("systemone", "decisions", "systemone")),
                            learning_rate=3e-4, rounds=2)
    recipe = Recipe(phases=(Phase("short", 10, Mix(brief_tickets=True)),), refinement=refinement)
    assert [stage.name for stage in recipe.stages] == ["short", "refine-1", "refine-2"]
    first, second = phase_cases(recipe, 1), phase_cases(recipe, 2)
    assert [case.body for case in first] != [case.body for case in second]
    assert [case.route for case in first] == ["systemone", "decisions", "systemone"] * 30
    assert Refinement(refinement.phase, learning_rate=3e-4).stages == (refinement.phase,)
