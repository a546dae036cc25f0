"""`quizc lsp` driven by a real LSP client not written here: pygls' LanguageClient (PyPI)
starts the binary and goes through open, edit, diagnostics, definition, rename and a code
action, as an editor does."""
import asyncio
import pathlib
from typing import Any, Dict, List

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from conftest import DEMO

TIMEOUT = 60.0


class Session:
    """A started server with the diagnostics it published, by URI, as they arrive."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.diagnostics: Dict[str, List[types.Diagnostic]] = {}
        self.changed = asyncio.Event()

    async def wait_for(self, uri: str, predicate: Any) -> List[types.Diagnostic]:
        """Waits until the last diagnostics of `uri` satisfy `predicate`."""

        async def wait() -> List[types.Diagnostic]:
            while True:
                if uri in self.diagnostics and predicate(self.diagnostics[uri]):
                    return self.diagnostics[uri]
                self.changed.clear()
                await self.changed.wait()

        return await asyncio.wait_for(wait(), TIMEOUT)


async def start(quizc: str, workspace: pathlib.Path, encodings: List[str]) -> Session:
    client = LanguageClient("quizc-client-test", "1")
    session = Session(client)

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        session.diagnostics[params.uri] = list(params.diagnostics)
        session.changed.set()

    await client.start_io(quizc, "lsp", "--no-cache")
    capabilities = types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=list(encodings)),
        workspace=types.WorkspaceClientCapabilities(
            workspace_edit=types.WorkspaceEditClientCapabilities(change_annotation_support=None)
        ),
    )
    result = await asyncio.wait_for(
        client.initialize_async(
            types.InitializeParams(
                capabilities=capabilities,
                root_uri=workspace.as_uri(),
                workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="quizzes")],
            )
        ),
        TIMEOUT,
    )
    session.result = result  # type: ignore[attr-defined]
    client.initialized(types.InitializedParams())
    return session


async def stop(session: Session) -> None:
    await asyncio.wait_for(session.client.shutdown_async(None), TIMEOUT)
    session.client.exit(None)
    await asyncio.wait_for(session.client.stop(), TIMEOUT)


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def test_open_edit_and_diagnostics_through_a_real_client(quizc: str, workspace: pathlib.Path) -> None:
    async def run() -> None:
        session = await start(quizc, workspace, ["utf-16"])
        assert session.result.capabilities.position_encoding == "utf-16"  # type: ignore[attr-defined]
        uri = (workspace / "demo.quiz.yaml").as_uri()
        session.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=DEMO)
            )
        )
        # An incremental edit: the weight `calm` after the emoji becomes `clam`, an undeclared trait.
        line = DEMO.splitlines()[9]
        start_utf16 = utf16_length(line[: line.index("{calm")]) + 1
        edit = types.TextDocumentContentChangePartial(
            range=types.Range(
                start=types.Position(line=9, character=start_utf16),
                end=types.Position(line=9, character=start_utf16 + 4),
            ),
            text="clam",
        )
        session.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2), content_changes=[edit]
            )
        )
        found = await session.wait_for(uri, lambda items: any(d.code == "unknown-trait" for d in items))
        unknown = next(d for d in found if d.code == "unknown-trait")
        assert unknown.source == "quizc"
        assert unknown.severity == types.DiagnosticSeverity.Error
        assert unknown.range.start == types.Position(line=9, character=start_utf16)
        assert "clam" in unknown.message

        # The same edit undone: the file's diagnostics go away (an empty list is published).
        undo = types.TextDocumentContentChangePartial(range=edit.range, text="calm")
        session.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3), content_changes=[undo]
            )
        )
        await session.wait_for(uri, lambda items: items == [])
        await stop(session)

    asyncio.run(run())


def test_a_malformed_request_gets_an_error_and_the_session_goes_on(quizc: str, workspace: pathlib.Path) -> None:
    async def run() -> None:
        session = await start(quizc, workspace, ["utf-32", "utf-16"])
        assert session.result.capabilities.position_encoding == "utf-32"  # type: ignore[attr-defined]
        try:
            await asyncio.wait_for(session.client.protocol.send_request_async("quizc/unknown", {}), TIMEOUT)
            raise AssertionError("an unknown method was answered")
        except Exception as error:  # pygls raises the JSON-RPC error
            assert "-32601" in repr(error) or "MethodNotFound" in type(error).__name__ or "no method" in str(error)
        await stop(session)

    asyncio.run(run())
