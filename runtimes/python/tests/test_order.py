"""Presentation order: SplitMix64 vectors, uniform draws, shuffles and draw pools."""

from __future__ import annotations

import json
from typing import Any, Dict

from conftest import golden_bytes
from quizruntime import SplitMix64, load_bundle, presentation_order, presentation_order_json


def test_splitmix_vectors() -> None:
    random = SplitMix64(0)
    assert [random.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    top = SplitMix64(2 ** 64 - 1)
    assert 0 <= top.next() < 2 ** 64


def test_uniform_and_shuffle_pins() -> None:
    random = SplitMix64(42)
    assert all(0 <= random.uniform(n) < n for n in range(1, 200))
    items = list(range(10))
    movable = [i % 3 != 0 for i in range(10)]
    random.shuffle(items, movable)
    assert [items[i] for i in range(10) if not movable[i]] == [0, 3, 6, 9]
    assert sorted(items) == list(range(10))


def drawn_bundle() -> Dict[str, Any]:
    bundle: Dict[str, Any] = json.loads(golden_bytes("animal"))
    for index, question in enumerate(bundle["questions"]):
        question["pool"] = "a" if index % 2 else "b"
    bundle["presentation"]["draw"] = [{"pool": "a", "count": 2}, {"pool": "b", "count": 3}]
    bundle["presentation"]["shuffle_questions"] = True
    return bundle


def test_order_json_shape_and_draws() -> None:
    bundle = load_bundle(json.dumps(drawn_bundle()), verify_hash=False)
    for seed in (0, 1, 2 ** 64 - 1):
        order = presentation_order(bundle, seed)
        assert len(order) == 5
        pools = [bundle.questions[p.question].pool for p in order]
        assert pools.count("a") == 2 and pools.count("b") == 3
        value = presentation_order_json(bundle, seed)
        assert value["seed"] == seed and len(value["questions"]) == 5  # type: ignore[arg-type]


def test_scale_options_never_shuffle() -> None:
    bundle = load_bundle(golden_bytes("mbti"))
    for presented in presentation_order(bundle, 7):
        assert presented.options == list(range(len(presented.options)))
