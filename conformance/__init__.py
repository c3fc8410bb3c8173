"""Conformance tooling: compare OpenAPI documents by what their operations accept and return.

``surface`` flattens operations into facts and diffs two revisions of a document; ``restriction`` checks that
every request schema Augury serves accepts nothing the pinned upstream document refuses.
"""
