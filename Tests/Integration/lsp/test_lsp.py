"""End-to-end test of `bridgelint lsp` with a real LSP client (pytest-lsp, on pygls).

The server binary is $BRIDGELINT_BIN (default: .build/debug/bridgelint from the repository root).
Each test gets a project folder of its own as the workspace root.
"""

import asyncio
import json
import os
import pathlib
import subprocess
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import make_test_lsp_client

ROOT = pathlib.Path(__file__).resolve().parents[3]
BINARY = os.environ.get("BRIDGELINT_BIN", str(ROOT / ".build" / "debug" / "bridgelint"))
FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
WAIT = 60  # seconds; a debug build lints a small project in well under one

def fixture(name: str) -> str:
    """The buffers of the tests; the Swift unit tests of the server use the same files."""
    return (FIXTURES / name).read_text()


# `@Published` in an `@Observable` class, after non-ASCII text on its line: UTF-16 character 18 on line 2.
CART = fixture("Cart.swift")
CART_LINE, CART_CHARACTER = 2, 18

# hosting-missing-environment: the hosted view needs an environment object the hosting site never supplies.
PROFILE_CONTROLLER = fixture("ProfileViewController.swift")
PROFILE_VIEW = fixture("ProfileView.swift")

# representable-unguarded-two-way-update: update sets the text on line 13 that the coordinator writes back on line 18.
NOTES_EDITOR = fixture("NotesEditor.swift")


def make_client() -> LanguageClient:
    """pytest-lsp's client, which also accepts the server's request to watch files, as VS Code does."""
    client = make_test_lsp_client()
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(ls: LanguageClient, params: types.RegistrationParams):
        ls.registrations.extend(params.registrations)

    return client


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[BINARY, "lsp"],
        client_factory=make_client,
        # The server shares `lint`'s result cache; keep the test's out of the user's.
        server_env={**os.environ, "XDG_CACHE_HOME": os.path.join(tempfile.gettempdir(), "bridgelint-lsp-test-cache")},
    )
)
async def client(lsp_client: LanguageClient, tmp_path: pathlib.Path):
    (tmp_path / "ProfileView.swift").write_text(PROFILE_VIEW)
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="project")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def fresh_diagnostics(client: LanguageClient, uri: str, action) -> list[types.Diagnostic]:
    """Runs `action` and returns the next diagnostics published for `uri`."""
    client.diagnostics.pop(uri, None)
    action()

    async def arrival():
        while uri not in client.diagnostics:
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics[uri])

    return await asyncio.wait_for(arrival(), WAIT)


def open_document(client: LanguageClient, uri: str, text: str, version: int = 1):
    return lambda: client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text)
        )
    )


def change_document(client: LanguageClient, uri: str, version: int, changes):
    return lambda: client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=changes,
        )
    )


def span(start_line: int, start_character: int, end_line: int, end_character: int) -> types.Range:
    return types.Range(
        start=types.Position(line=start_line, character=start_character),
        end=types.Position(line=end_line, character=end_character),
    )


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Applies LSP text edits as an editor does: UTF-16 positions, last edit first."""
    lines = text.splitlines(keepends=True) + [""]

    def offset(position: types.Position) -> int:
        before = sum(len(line) for line in lines[: position.line])
        line = lines[position.line].rstrip("\r\n")
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return before + index
            units += 2 if ord(character) > 0xFFFF else 1
        return before + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
        lines = text.splitlines(keepends=True) + [""]
    return text


async def test_diagnostic_at_its_range_then_cleared_by_an_edit(client: LanguageClient, tmp_path: pathlib.Path):
    uri = uri_of(tmp_path, "Cart.swift")
    diagnostics = await fresh_diagnostics(client, uri, open_document(client, uri, CART))
    assert len(diagnostics) == 1
    diagnostic = diagnostics[0]
    assert diagnostic.code == "published-in-observable"
    assert diagnostic.source == "bridgelint"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.code_description is not None
    assert diagnostic.code_description.href.endswith("#published-in-observable")
    assert diagnostic.range.start == types.Position(line=CART_LINE, character=CART_CHARACTER)
    assert diagnostic.range.end.line == CART_LINE
    assert diagnostic.range.end.character > CART_CHARACTER

    # Delete "@Published " with an incremental change: the diagnostic clears.
    removal = types.TextDocumentContentChangePartial(
        range=span(CART_LINE, CART_CHARACTER, CART_LINE, CART_CHARACTER + len("@Published ")), text=""
    )
    assert await fresh_diagnostics(client, uri, change_document(client, uri, 2, [removal])) == []

    # Typing it back (a full-text change) brings it back.
    whole = types.TextDocumentContentChangeWholeDocument(text=CART)
    again = await fresh_diagnostics(client, uri, change_document(client, uri, 3, [whole]))
    assert [d.code for d in again] == ["published-in-observable"]


async def test_cross_file_finding_follows_the_other_file(client: LanguageClient, tmp_path: pathlib.Path):
    controller = uri_of(tmp_path, "ProfileViewController.swift")
    view = uri_of(tmp_path, "ProfileView.swift")
    diagnostics = await fresh_diagnostics(client, controller, open_document(client, controller, PROFILE_CONTROLLER))
    assert [d.code for d in diagnostics] == ["hosting-missing-environment"]
    assert diagnostics[0].range.start == types.Position(line=4, character=49)

    # The view, in another file, stops needing the environment object: the controller's diagnostic goes.
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=view, language_id="swift", version=1, text=PROFILE_VIEW)
        )
    )
    without = types.TextDocumentContentChangePartial(range=span(1, 0, 2, 0), text="")
    assert await fresh_diagnostics(client, controller, change_document(client, view, 2, [without])) == []

    # And it comes back when the requirement does.
    back = types.TextDocumentContentChangePartial(range=span(1, 0, 1, 0), text="    @EnvironmentObject var session: Session\n")
    again = await fresh_diagnostics(client, controller, change_document(client, view, 3, [back]))
    assert [d.code for d in again] == ["hosting-missing-environment"]


async def test_the_write_back_that_closes_a_loop_is_related_information(client: LanguageClient, tmp_path: pathlib.Path):
    uri = uri_of(tmp_path, "NotesEditor.swift")
    diagnostics = await fresh_diagnostics(client, uri, open_document(client, uri, NOTES_EDITOR))
    assert [d.code for d in diagnostics] == ["representable-unguarded-two-way-update"]
    assert diagnostics[0].range.start == types.Position(line=12, character=8)
    related = diagnostics[0].related_information
    assert related is not None and len(related) == 1
    assert related[0].location.uri == uri
    assert related[0].location.range == span(17, 53, 17, 69)
    assert "'text' is written back here" in related[0].message


async def test_code_actions_fix_and_disable(client: LanguageClient, tmp_path: pathlib.Path):
    uri = uri_of(tmp_path, "Cart.swift")
    text = "import SwiftUI\n" + CART
    line = CART_LINE + 1
    diagnostics = await fresh_diagnostics(client, uri, open_document(client, uri, text))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=span(line, CART_CHARACTER + 1, line, CART_CHARACTER + 1),
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    assert actions is not None and len(actions) == 2
    fix = next(a for a in actions if a.is_preferred)
    assert fix.kind == types.CodeActionKind.QuickFix
    assert apply_edits(text, fix.edit.changes[uri]) == text.replace("@Published ", "")

    disable = next(a for a in actions if a.title == "Disable published-in-observable for this line")
    edits = disable.edit.changes[uri]
    assert [(e.range, e.new_text) for e in edits] == [
        (span(line, 0, line, 0), "    // bridgelint:disable:next published-in-observable\n")
    ]
    # Applying the edit as the editor would silences the finding.
    changes = [types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in edits]
    assert await fresh_diagnostics(client, uri, change_document(client, uri, 2, changes)) == []


async def test_hover_explains_the_rule(client: LanguageClient, tmp_path: pathlib.Path):
    uri = uri_of(tmp_path, "Cart.swift")
    await fresh_diagnostics(client, uri, open_document(client, uri, CART))
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=CART_LINE, character=CART_CHARACTER + 3),
        )
    )
    assert hover is not None
    explained = subprocess.run([BINARY, "explain", "published-in-observable"], capture_output=True, text=True).stdout
    assert hover.contents.value == explained
    nothing = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=1))
    )
    assert nothing is None


async def test_configuration_change_is_read_again(client: LanguageClient, tmp_path: pathlib.Path):
    """The server asked to watch the configuration; a changed .bridgelint.yml applies to open buffers."""
    uri = uri_of(tmp_path, "Cart.swift")
    assert [d.code for d in await fresh_diagnostics(client, uri, open_document(client, uri, CART))] == [
        "published-in-observable"]
    # The server sent its registration right after `initialized`, so it has arrived before these diagnostics.
    watched = [r for r in client.registrations if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    assert watched, "the server registers file watchers with a client that allows it"
    globs = [w["globPattern"] for w in watched[0].register_options["watchers"]]
    assert "**/.bridgelint.yml" in globs
    (tmp_path / ".bridgelint.yml").write_text("disabled_rules:\n  - published-in-observable\n")
    notify = lambda: client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=uri_of(tmp_path, ".bridgelint.yml"), type=types.FileChangeType.Created)]))
    assert await fresh_diagnostics(client, uri, notify) == []


def uri_of(folder: pathlib.Path, name: str) -> str:
    return (folder / name).as_uri()


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_frames(data: bytes) -> list[dict]:
    messages = []
    while data:
        header, _, rest = data.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        data = rest[length:]
    return messages


def test_bad_input_over_a_real_pipe_then_a_clean_exit_when_stdin_closes(tmp_path: pathlib.Path):
    """Raw bytes through the binary's stdin: every bad message gets its JSON-RPC error, the server goes on,
    and closing stdin ends it with status 0."""
    initialize = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "initialize",
                             "params": {"capabilities": {}, "rootUri": tmp_path.as_uri()}}).encode()
    stream = (
        frame(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}}).encode())
        + frame(b"{this is not json")
        + frame(initialize)
        + frame(b'{"jsonrpc":"2.0","id":3,"method":7}')
        + frame(b'{"jsonrpc":"2.0","id":4,"method":"textDocument/definition","params":{}}')
        + frame(b'{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":4}}')
        + frame(b'{"jsonrpc":"2.0","id":5,"method":"shutdown"}')
    )
    result = subprocess.run([BINARY, "lsp"], input=stream, capture_output=True, timeout=WAIT)
    assert result.returncode == 0
    by_id = {}
    errors_without_id = []
    for message in read_frames(result.stdout):
        if message.get("id") is None and "error" in message:
            errors_without_id.append(message["error"]["code"])
        elif "id" in message:
            by_id[message["id"]] = message
    assert by_id[1]["error"]["code"] == -32002
    assert errors_without_id == [-32700]
    assert by_id[2]["result"]["capabilities"]["hoverProvider"] is True
    assert by_id[3]["error"]["code"] == -32600
    assert by_id[4]["error"]["code"] == -32601
    assert by_id[5]["result"] is None


def test_a_huge_document_is_answered(tmp_path: pathlib.Path):
    """A 3 MB buffer: the server publishes its diagnostics and still answers, then exits on request."""
    uri = (tmp_path / "Huge.swift").as_uri()
    huge = 'let text = "é🚲 a line of filler to make the file large"\n' * 60_000 + CART
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": tmp_path.as_uri()}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": huge}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": 60_000 + CART_LINE, "character": CART_CHARACTER}}},
        {"jsonrpc": "2.0", "id": 3, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    stream = b"".join(frame(json.dumps(m).encode()) for m in messages)
    result = subprocess.run([BINARY, "lsp"], input=stream, capture_output=True, timeout=600)
    assert result.returncode == 0, result.stderr.decode()
    replies = read_frames(result.stdout)
    published = [m for m in replies if m.get("method") == "textDocument/publishDiagnostics"]
    hover = next(m for m in replies if m.get("id") == 2)
    assert "published-in-observable" in hover["result"]["contents"]["value"]
    assert published and published[-1]["params"]["diagnostics"][0]["range"]["start"] == {
        "line": 60_000 + CART_LINE, "character": CART_CHARACTER}
