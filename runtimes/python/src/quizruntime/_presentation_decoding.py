"""Reading ``presentation`` (docs/bundle-format.md)."""

from __future__ import annotations

from typing import List

from ._bundle_fields import BundleError, Fields
from ._model import Draw, Presentation

__all__ = ["decode_presentation"]


def decode_presentation(root: Fields) -> Presentation:
    """``presentation``: page size, shuffles, time limit and draws (one of every question, or
    of distinct named pools)."""
    fields = Fields(root.value("presentation"), "/presentation")
    draws: List[Draw] = []
    items = fields.array("draw")
    for index, item in enumerate(items):
        draw = Fields(item, f"/presentation/draw/{index}")
        count = draw.integer("count")
        if count < 1:
            raise BundleError(draw.path, "count must be at least 1")
        pool = draw.optional_string("pool")
        if pool is None:
            refused = len(items) > 1
        else:
            refused = any(d.pool is None or d.pool == pool for d in draws)
        if refused:
            raise BundleError(draw.path, "a draw without a pool must be the only draw, and pools must be distinct")
        draws.append(Draw(pool, count))
    return Presentation(
        page_size=fields.integer("page_size"), shuffle_questions=fields.bool("shuffle_questions"),
        shuffle_options=fields.bool("shuffle_options"), time_limit=fields.optional_integer("time_limit"), draw=draws)
