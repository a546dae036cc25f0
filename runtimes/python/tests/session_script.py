"""Runs a conformance ``session`` case (docs/conformance.md, "session") with the interpreter
``quiz-runtime session replay`` runs (``quizruntime._session_script``), lines as the suite
records them."""

from __future__ import annotations

import json
from typing import Any, Callable, Dict, List

from quizruntime import Scorer
from quizruntime._jsontext import parse_json
from quizruntime._session_script import run_script, script_of


def run_session_script(scorer: Scorer, start: Dict[str, Any], steps: List[Dict[str, Any]],
                       bundle: Callable[[str], Scorer]) -> List[str]:
    """The output lines of a case's script on a scorer's bundle. The case was read with
    ``json.loads``; its script is handed over as the JSON text a script file would hold. A
    ``resume`` step's ``bundle`` names another bundle of the suite, whose scorer ``bundle`` gives."""
    script = script_of(parse_json(json.dumps({"start": start, "steps": steps})))
    return run_script(script, scorer, bundles={name: bundle(name) for name in script.resume_bundles()}, full=False)
