"""How `quizc lsp` answers while a slow analysis runs: a `profile` quiz with nearest profiles
over three derived scores (24 questions on a 1-5 scale), whose analysis takes tens of seconds
in a debug build, is opened; the script times the hover sent right after `didOpen`, the
arrival of the analysis' diagnostics, a completion sent right after a scoring edit (which
cancels the running analysis) and `shutdown`.

Usage: python3 build-tools/lsp-responsiveness.py QUIZC [--per-trait N]
"""
import argparse
import json
import pathlib
import queue
import subprocess
import tempfile
import threading
import time
from typing import Any, Callable, Dict, List, Tuple

TRAITS = ["N", "E", "O"]
OUTCOMES = ["calm", "tense", "mixed"]


def quiz(per_trait: int) -> str:
    """The quiz: a mean per trait, a banded result per mean, and three nearest profiles."""
    lines = ["quiz: slow", "version: 1.0.0", "title: Slow", f"traits: [{', '.join(TRAITS)}]", "scoring:",
             "  model: profile", "  derived:"]
    lines += [f"    - {{id: {t.lower()}_mean, mean: {t}}}" for t in TRAITS]
    lines.append("  results:")
    for t in TRAITS:
        lines += [f"    - id: r_{t.lower()}", f"      title: R {t}", f"      score: {t.lower()}_mean", "      bands:",
                  "        - {id: low, below: 3, title: Low}", "        - {id: high, title: High}"]
    lines += ["  nearest:", f"    over: [{', '.join(t.lower() + '_mean' for t in TRAITS)}]", "    distance: euclidean",
              "    profiles:"]
    for i, outcome in enumerate(OUTCOMES):
        at = ", ".join(f"{t.lower()}_mean: {1.5 + i}" for t in TRAITS)
        lines.append(f"      - {{outcome: {outcome}, at: {{{at}}}}}")
    lines += [f"    ties: [{', '.join(OUTCOMES)}]", "scales:", "  agree:", "    keyed_scoring: values", "    options:"]
    lines += [f"      - {{value: {v}, label: L{v}}}" for v in range(1, 6)]
    lines.append("questions:")
    for t in TRAITS:
        lines += [f"  - {{id: {t.lower()}{q}, text: Q {t} {q}, scale: agree, keyed: {t}}}" for q in range(per_trait)]
    lines.append("outcomes:")
    lines += [f"  {o}: {{title: {o}, description: {o}.}}" for o in OUTCOMES]
    return "\n".join(lines) + "\n"


class Session:
    """A `quizc lsp` process and the messages it writes, with their arrival times."""

    def __init__(self, quizc: str, folder: pathlib.Path) -> None:
        self.process = subprocess.Popen([quizc, "lsp", "--no-cache"], cwd=folder, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.inbox: "queue.Queue[Tuple[float, Dict[str, Any]]]" = queue.Queue()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = stream.read(1)
                if not byte:
                    return
                header += byte
            length = int(header.split(b"Content-Length: ")[1].split(b"\r\n")[0])
            self.inbox.put((time.monotonic(), json.loads(stream.read(length))))

    def send(self, message: Dict[str, Any]) -> None:
        body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def wait(self, wanted: Callable[[Dict[str, Any]], bool]) -> Tuple[float, Dict[str, Any]]:
        while True:
            arrived, message = self.inbox.get(timeout=600)
            if wanted(message):
                return arrived, message


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("quizc")
    parser.add_argument("--per-trait", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        path = folder / "slow.quiz.yaml"
        text = quiz(args.per_trait)
        path.write_text(text, encoding="utf-8")
        uri = path.as_uri()
        session = Session(str(pathlib.Path(args.quizc).resolve()), folder)
        start = time.monotonic()
        results: List[Tuple[str, float]] = []
        session.send({"id": 1, "method": "initialize",
                      "params": {"processId": None, "rootUri": folder.as_uri(), "capabilities": {}}})
        results.append(("initialize answered", session.wait(lambda m: m.get("id") == 1)[0] - start))
        session.send({"method": "initialized", "params": {}})
        document = {"uri": uri, "languageId": "yaml", "version": 1, "text": text}
        session.send({"method": "textDocument/didOpen", "params": {"textDocument": document}})
        at = {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 9}}
        session.send({"id": 2, "method": "textDocument/hover", "params": at})
        results.append(("hover sent after didOpen answered", session.wait(lambda m: m.get("id") == 2)[0] - start))
        arrived, message = session.wait(
            lambda m: m.get("method") == "textDocument/publishDiagnostics" and bool(m["params"]["diagnostics"]))
        codes = ", ".join(d["code"] for d in message["params"]["diagnostics"])
        results.append((f"the analysis' diagnostics ({codes}) published", arrived - start))
        edit_start = time.monotonic()
        edited = text.replace("keyed: N}", "keyed: N, weight: 2}", 1)
        session.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": edited}]}})
        session.send({"id": 3, "method": "textDocument/completion", "params": at})
        results.append(("completion after a scoring edit answered (from the edit)",
                        session.wait(lambda m: m.get("id") == 3)[0] - edit_start))
        session.send({"id": 4, "method": "shutdown"})
        results.append(("shutdown answered (from the edit)", session.wait(lambda m: m.get("id") == 4)[0] - edit_start))
        session.send({"method": "exit"})
        session.process.wait(timeout=60)
        for label, seconds in results:
            print(f"{seconds:8.2f} s  {label}")


if __name__ == "__main__":
    main()
