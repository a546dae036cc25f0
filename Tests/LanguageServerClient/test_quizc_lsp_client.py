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


async def start(
    quizc: str, workspace: pathlib.Path, encodings: List[str], confirm_annotations: bool = False
) -> Session:
    client = LanguageClient("quizc-client-test", "1")
    session = Session(client)

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        session.diagnostics[params.uri] = list(params.diagnostics)
        session.changed.set()

    await client.start_io(quizc, "lsp", "--no-cache")
    annotations = (
        types.ChangeAnnotationsSupportOptions(groups_on_label=True)
        if confirm_annotations
        else None
    )
    capabilities = types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=list(encodings)),
        workspace=types.WorkspaceClientCapabilities(
            workspace_edit=types.WorkspaceEditClientCapabilities(
                document_changes=confirm_annotations, change_annotation_support=annotations
            )
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
        number = next(i for i, text in enumerate(DEMO.splitlines()) if "😀" in text)
        line = DEMO.splitlines()[number]
        start_utf16 = utf16_length(line[: line.index("{calm")]) + 1
        edit = types.TextDocumentContentChangePartial(
            range=types.Range(
                start=types.Position(line=number, character=start_utf16),
                end=types.Position(line=number, character=start_utf16 + 4),
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
        assert unknown.range.start == types.Position(line=number, character=start_utf16)
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


def position_of(text: str, needle: str, occurrence: int = 0) -> types.Position:
    """The UTF-16 position of the `occurrence`-th `needle` in `text`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=utf16_length(text[start:index]))


def open_document(session: Session, path: pathlib.Path) -> str:
    uri = path.as_uri()
    session.client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="yaml", version=1, text=path.read_text(encoding="utf-8")
            )
        )
    )
    return uri


def test_definition_from_the_quiz_and_from_its_translation(quizc: str, workspace: pathlib.Path) -> None:
    async def run() -> None:
        session = await start(quizc, workspace, ["utf-16"])
        assert session.result.capabilities.definition_provider  # type: ignore[attr-defined]
        demo = open_document(session, workspace / "demo.quiz.yaml")
        # The weight's trait `calm` (after the emoji) goes to its declaration in `traits:`.
        weight = position_of(DEMO, "calm: 1")
        found = await asyncio.wait_for(
            session.client.text_document_definition_async(
                types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=demo), position=weight)
            ),
            TIMEOUT,
        )
        locations = found if isinstance(found, list) else [found]
        assert [(loc.uri, loc.range.start) for loc in locations] == [(demo, position_of(DEMO, "calm"))]

        # From the Spanish translation's question `saturday` to the quiz's `- id: saturday`.
        quiz_text = (workspace / "animal.quiz.yaml").read_text(encoding="utf-8")
        translation_text = (workspace / "animal.es.yaml").read_text(encoding="utf-8")
        translation = open_document(session, workspace / "animal.es.yaml")
        found = await asyncio.wait_for(
            session.client.text_document_definition_async(
                types.DefinitionParams(
                    text_document=types.TextDocumentIdentifier(uri=translation),
                    position=position_of(translation_text, "saturday:"),
                )
            ),
            TIMEOUT,
        )
        locations = found if isinstance(found, list) else [found]
        assert [(loc.uri, loc.range.start) for loc in locations] == [
            ((workspace / "animal.quiz.yaml").as_uri(), position_of(quiz_text, "saturday"))
        ]
        await stop(session)

    asyncio.run(run())


def test_rename_of_a_wire_key_is_refused_or_confirmed(quizc: str, workspace: pathlib.Path) -> None:
    async def run() -> None:
        # A client that cannot confirm: renaming the trait `calm` (a result key) is refused,
        # and the error names the key.
        session = await start(quizc, workspace, ["utf-16"])
        demo = open_document(session, workspace / "demo.quiz.yaml")
        params = types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=demo),
            position=position_of(DEMO, "calm"),
            new_name="serene",
        )
        try:
            await asyncio.wait_for(session.client.text_document_rename_async(params), TIMEOUT)
            raise AssertionError("renaming a wire key was not refused")
        except AssertionError:
            raise
        except Exception as error:
            assert "calm" in str(error), str(error)
        await stop(session)

        # A client that can: the edit comes back, every text edit under an annotation that
        # needs confirmation, across the quiz (declaration, tie order, weight, outcome).
        session = await start(quizc, workspace, ["utf-16"], confirm_annotations=True)
        demo = open_document(session, workspace / "demo.quiz.yaml")
        edit = await asyncio.wait_for(session.client.text_document_rename_async(params), TIMEOUT)
        assert edit is not None and edit.change_annotations
        assert all(annotation.needs_confirmation for annotation in edit.change_annotations.values())
        changes = [change for change in edit.document_changes or [] if isinstance(change, types.TextDocumentEdit)]
        assert [change.text_document.uri for change in changes] == [demo]
        texts = [text_edit.new_text for text_edit in changes[0].edits]
        assert texts and set(texts) == {"serene"}
        assert len(texts) == DEMO.count("calm")
        await stop(session)

    asyncio.run(run())
