"""Augury: a spec-first local inference server speaking OpenAI-shaped wire contracts over MLX."""

__version__ = "0.1.0"
