"""Latency of `quizc lsp`: the time from a keystroke (`textDocument/didChange`) to the
server being done with it (its diagnostics recomputed over the workspace and published).

The server handles one message at a time, in order, so the answer to a request sent right
after the change arrives once the change is handled: the bench sends an unknown method
(`quizc/ping`, answered with -32601) after each change and times change → answer. Per
shipped quiz (a copy of quizzes/ is the workspace, translations included):

- typing: N keystrokes typed at the end of the quiz's `title:` (text only: the quiz and
  its translations are compiled again, the analysis comes from the analysis cache);
- error on/off: N keystrokes that alternately append `x` to `version:` and remove it
  (an invalid-value error appears, then goes away: diagnostics are published each time).

Wall times (median, p95, max) and the server's mean CPU time per keystroke (user + system,
from /proc; on a shared machine the wall time also holds the wait for a core).

Usage: python3 build-tools/lsp_bench.py QUIZC [--keystrokes N]
"""
import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


class Server:
    def __init__(self, quizc: str, workspace: pathlib.Path) -> None:
        self.process = subprocess.Popen(
            [quizc, "lsp"], cwd=workspace.parent, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL)
        self.next_id = 1
        self.published = 0

    def send(self, message: dict) -> None:
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self) -> dict:
        assert self.process.stdout is not None
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode("ascii").partition(":")
            if name.lower() == "content-length":
                length = int(value)
        assert length is not None
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params: object) -> dict:
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics":
                self.published += 1
            elif message.get("id") == request_id and "method" not in message:
                return message

    def cpu_ms(self) -> float:
        """The server's CPU time so far (user + system), from /proc: on a shared machine the
        wall time includes waiting for a core, this does not."""
        fields = pathlib.Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")

    def notify(self, method: str, params: object) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def close(self) -> int:
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.process.wait(timeout=60)


def utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def change(uri: str, version: int, line: int, start: int, end: int, text: str) -> dict:
    return {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{
            "range": {"start": {"line": line, "character": start}, "end": {"line": line, "character": end}},
            "text": text}],
    }


def figures(times: list) -> str:
    ordered = sorted(times)
    p95 = ordered[max(0, int(round(0.95 * len(ordered))) - 1)]
    return f"median {statistics.median(ordered):6.1f} ms, p95 {p95:6.1f} ms, max {ordered[-1]:6.1f} ms"


def bench(quizc: str, keystrokes: int) -> None:
    with tempfile.TemporaryDirectory(prefix="lsp-bench-") as folder:
        workspace = pathlib.Path(folder) / "quizzes"
        shutil.copytree(ROOT / "quizzes", workspace)
        server = Server(quizc, workspace)
        started = time.perf_counter()
        server.request("initialize", {
            "processId": os.getpid(), "rootUri": workspace.as_uri(),
            "workspaceFolders": [{"uri": workspace.as_uri(), "name": "quizzes"}],
            "capabilities": {"general": {"positionEncodings": ["utf-16"]}}})
        server.notify("initialized", {})
        server.request("quizc/ping", {})
        print(f"initialize + first diagnostics of {workspace.name}/ ({len(list(workspace.glob('*.yaml')))} files): "
              f"{(time.perf_counter() - started) * 1000:.0f} ms")
        version = 1
        for path in sorted(workspace.glob("*.quiz.yaml")):
            uri = path.as_uri()
            text = path.read_text(encoding="utf-8")
            lines = text.splitlines()
            server.notify("textDocument/didOpen", {
                "textDocument": {"uri": uri, "languageId": "yaml", "version": version, "text": text}})
            server.request("quizc/ping", {})
            title_line = next(i for i, line in enumerate(lines) if line.startswith("title:"))
            version_line = next(i for i, line in enumerate(lines) if line.startswith("version:"))
            typing = []
            cpu_before = server.cpu_ms()
            end = utf16(lines[title_line])
            for index in range(keystrokes):
                version += 1
                before = time.perf_counter()
                server.notify("textDocument/didChange", change(uri, version, title_line, end, end, "abcde"[index % 5]))
                server.request("quizc/ping", {})
                typing.append((time.perf_counter() - before) * 1000)
                end += 1
            typing_cpu = (server.cpu_ms() - cpu_before) / keystrokes
            toggling = []
            cpu_before = server.cpu_ms()
            version_end = utf16(lines[version_line])
            published = server.published
            for index in range(keystrokes):
                version += 1
                edit = (change(uri, version, version_line, version_end, version_end, "x") if index % 2 == 0
                        else change(uri, version, version_line, version_end, version_end + 1, ""))
                before = time.perf_counter()
                server.notify("textDocument/didChange", edit)
                server.request("quizc/ping", {})
                toggling.append((time.perf_counter() - before) * 1000)
            toggling_cpu = (server.cpu_ms() - cpu_before) / keystrokes
            if server.published - published < keystrokes:
                raise RuntimeError(f"{keystrokes} error on/off keystrokes published {server.published - published} times")
            server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
            print(f"{path.name:28} typing:       {figures(typing)}; CPU {typing_cpu:5.1f} ms per keystroke")
            print(f"{'':28} error on/off: {figures(toggling)}; CPU {toggling_cpu:5.1f} ms per keystroke")
        status = server.close()
        print(f"exit status {status}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("quizc")
    parser.add_argument("--keystrokes", type=int, default=100)
    arguments = parser.parse_args()
    bench(arguments.quizc, arguments.keystrokes)


if __name__ == "__main__":
    sys.exit(main())
