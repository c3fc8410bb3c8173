"""The user-message text of one question's prompt (docs/CONTRACT.md §3), a pure function of its inputs.

Message content is ``"\\n".join([text, "", *lines])``: the shared input text, a blank line, then the
question's lines. The model's chat template wraps it (see :mod:`augury.decisions.plan`). Example::

    x

    Question: Which team?
    A: billing - money
    B: true
    C: false
    Answer with the letter of one option only.
"""

from __future__ import annotations

from collections.abc import Sequence

from augury.decisions.model import Question

PREDICATE_LEAD = "Is the following true?"
QUESTION_LEAD = "Question:"
PREDICATE_CLOSING = "Answer with yes or no only."
CHOICE_CLOSING = "Answer with the letter of one option only."
SCORE_CLOSING = "Answer with the number of one level only."


def render_question_text(text: str, question: Question, labels: Sequence[str]) -> str:
    """Render the message content asking ``question`` about ``text`` through ``labels``.

    ``labels`` are the question's answer labels in answer order (:func:`augury.decisions.labels.label_set`);
    predicates always read ``yes``/``no``.
    """
    return "\n".join([text, "", *question_lines(question, labels)])


def question_lines(question: Question, labels: Sequence[str]) -> list[str]:
    """The lines after the blank line: the question, its options or levels, the closing instruction."""
    if question.kind == "predicate":
        lines = [f"{PREDICATE_LEAD} {question.instructions}"]
        # Criteria lines appear only when there is something to say.
        if question.yes_text:
            lines.append(f"yes: {question.yes_text}")
        if question.no_text:
            lines.append(f"no: {question.no_text}")
        lines.append(PREDICATE_CLOSING)
        return lines
    if question.kind == "choice":
        lines = [f"{QUESTION_LEAD} {question.instructions}"]
        for label, option in zip(labels, question.options, strict=True):
            if option.description:
                lines.append(f"{label}: {option.text} - {option.description}")
            else:
                lines.append(f"{label}: {option.text}")
        lines.append(CHOICE_CLOSING)
        return lines
    lines = [f"{QUESTION_LEAD} {question.instructions}"]
    lines.extend(f"{label}: {level}" for label, level in zip(labels, question.levels, strict=True))
    lines.append(SCORE_CLOSING)
    return lines


def closing_line(question: Question) -> str:
    """The fixed last line of the question's message content (where the answer follows)."""
    if question.kind == "predicate":
        return PREDICATE_CLOSING
    if question.kind == "choice":
        return CHOICE_CLOSING
    return SCORE_CLOSING
