"""Code actions through a real LSP client (pygls' LanguageClient): the fix of a misspelt
trait is offered as an unsafe quick fix, applying its edit clears the diagnostic; a
control character in a question text is a preferred (proven safe) quick fix."""
import asyncio
import pathlib
from typing import List

from lsprotocol import types

from conftest import DEMO
from test_quizc_lsp_client import TIMEOUT, start, stop


async def code_actions(session, uri: str, diagnostic: types.Diagnostic) -> List[types.CodeAction]:
    result = await asyncio.wait_for(
        session.client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=diagnostic.range,
                context=types.CodeActionContext(diagnostics=[diagnostic]),
            )
        ),
        TIMEOUT,
    )
    return [action for action in result or [] if isinstance(action, types.CodeAction)]


def test_code_actions_are_lints_fixes(quizc: str, workspace: pathlib.Path) -> None:
    async def run() -> None:
        session = await start(quizc, workspace, ["utf-16"])
        uri = (workspace / "demo.quiz.yaml").as_uri()
        text = DEMO.replace("weights: {calm: 1}", "weights: {clam: 1}").replace(
            "text: Pick one", 'text: "Pick\\u0007one"'
        )
        session.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
            )
        )
        found = await session.wait_for(uri, lambda items: any(d.code == "unknown-trait" for d in items))
        unknown = next(d for d in found if d.code == "unknown-trait")
        actions = await code_actions(session, uri, unknown)
        assert len(actions) == 1
        action = actions[0]
        assert action.kind == types.CodeActionKind.QuickFix
        assert not action.is_preferred  # the file has an error: nothing is proven
        assert action.title == "replace `clam` with `calm` (unsafe)"
        edits = action.edit.changes[uri]
        assert [(edit.range, edit.new_text) for edit in edits] == [(unknown.range, "calm")]
        # The editor applies the edit: the diagnostic is gone, the control character is left.
        session.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
                content_changes=[types.TextDocumentContentChangePartial(range=edits[0].range, text="calm")],
            )
        )
        found = await session.wait_for(uri, lambda items: [d.code for d in items] == ["control-character"])
        actions = await code_actions(session, uri, found[0])
        assert len(actions) == 1 and actions[0].is_preferred  # a display text: proven safe
        fix = actions[0].edit.changes[uri][0]
        assert fix.new_text == '"Pickone"'
        session.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
                content_changes=[types.TextDocumentContentChangePartial(range=fix.range, text=fix.new_text)],
            )
        )
        await session.wait_for(uri, lambda items: items == [])
        await stop(session)

    asyncio.run(run())
