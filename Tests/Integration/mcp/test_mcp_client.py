"""`bridgelint mcp` driven by the official Python MCP client over stdio.

Run by .ci/run: BRIDGELINT=path/to/bridgelint python -m pytest Tests/Integration/mcp
"""

import asyncio
import os
import pathlib
import textwrap
from contextlib import asynccontextmanager

import pytest
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
BRIDGELINT = os.environ.get("BRIDGELINT", str(REPOSITORY / ".build" / "debug" / "bridgelint"))

EXPECTED_TOOLS = {"lint", "verify", "fix_preview", "fix_apply", "explain", "diagnose", "advise", "scaffold"}

# The parent that re-renders lives in another file: the finding needs the project around the edited text.
WORKOUT = textwrap.dedent("""\
    import SwiftUI

    final class Countdown: ObservableObject {
        @Published var remaining: Int
        init(seconds: Int) { remaining = seconds }
    }

    struct WorkoutScreen: View {
        @State private var laps = 0
        var body: some View { VStack { Text("\\(laps)"); TimerView() } }
    }
    """)

TIMER_WITH_BUG = textwrap.dedent("""\
    import SwiftUI

    struct TimerView: View {
        @ObservedObject private var countdown = Countdown(seconds: 60)
        var body: some View { Text("\\(countdown.remaining)") }
    }
    """)

TIMER_FIXED = TIMER_WITH_BUG.replace("@ObservedObject", "@StateObject")

RULE = "observed-object-owned"


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "App"
    (root / "Sources").mkdir(parents=True)
    (root / "Sources" / "Workout.swift").write_text(WORKOUT)
    outside = tmp_path / "Outside"
    outside.mkdir()
    (outside / "Secret.swift").write_text(TIMER_WITH_BUG)
    return root, outside


@asynccontextmanager
async def connect(root, list_roots=None):
    parameters = StdioServerParameters(command=BRIDGELINT, args=["mcp", "--root", str(root)], cwd=str(root))
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write, list_roots_callback=list_roots) as session:
            await session.initialize()
            yield session


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def text_of(result):
    return "".join(item.text for item in result.content if isinstance(item, types.TextContent))


def test_lists_the_tools_with_schemas(project):
    root, _ = project

    async def scenario():
        async with connect(root) as session:
            return (await session.list_tools()).tools

    tools = run(scenario())
    assert {tool.name for tool in tools} == EXPECTED_TOOLS
    for tool in tools:
        assert tool.input_schema["type"] == "object", tool.name
        assert tool.input_schema["properties"], tool.name
        assert tool.output_schema and tool.output_schema["type"] == "object", tool.name
        assert tool.description, tool.name


def test_lint_finds_the_bug_in_a_source_and_verify_passes_the_fix(project):
    root, _ = project
    file = "Sources/TimerView.swift"  # virtual: it does not exist on disk

    async def scenario():
        async with connect(root) as session:
            linted = await session.call_tool("lint", {"source": TIMER_WITH_BUG, "file": file})
            still_wrong = await session.call_tool("verify", {"source": TIMER_WITH_BUG, "file": file, "rules": [RULE]})
            fixed = await session.call_tool("verify", {"source": TIMER_FIXED, "file": file, "rules": [RULE]})
            any_rule = await session.call_tool("verify", {"source": TIMER_FIXED, "file": file})
            return linted, still_wrong, fixed, any_rule

    linted, still_wrong, fixed, any_rule = run(scenario())
    assert not linted.is_error, text_of(linted)
    findings = linted.structured_content["findings"]
    assert [(f["rule"], f["line"], f["column"]) for f in findings] == [(RULE, 4, 5)]
    assert findings[0]["file"] == str((root / file).resolve())
    assert findings[0]["fixAvailable"] is True
    assert RULE in text_of(linted)

    assert still_wrong.structured_content["triggers"] is True
    assert fixed.structured_content["triggers"] is False, text_of(fixed)
    assert fixed.structured_content["findings"] == []
    assert fixed.structured_content["syntaxErrors"] == []
    assert any_rule.structured_content["triggers"] is False, text_of(any_rule)
    assert not (root / file).exists(), "verify and lint must not write the virtual file"


def test_fix_preview_shows_the_diff_and_writes_nothing(project):
    root, _ = project
    target = root / "Sources" / "TimerView.swift"
    target.write_text(TIMER_WITH_BUG)

    async def scenario():
        async with connect(root) as session:
            return await session.call_tool("fix_preview", {"paths": ["Sources"]})

    preview = run(scenario())
    assert not preview.is_error, text_of(preview)
    assert "-    @ObservedObject private var countdown" in preview.structured_content["diff"]
    assert "+    @StateObject private var countdown" in preview.structured_content["diff"]
    assert preview.structured_content["fixesApplied"] == 1
    assert target.read_text() == TIMER_WITH_BUG


def test_a_path_outside_the_root_is_refused(project):
    root, outside = project
    (root / "Sources" / "Escape").symlink_to(outside)

    async def scenario():
        async with connect(root) as session:
            results = {}
            for label, path in [("absolute", str(outside / "Secret.swift")),
                                ("dot-dot", "Sources/../../Outside/Secret.swift"),
                                ("symlink", "Sources/Escape/Secret.swift")]:
                results[label] = await session.call_tool("lint", {"paths": [path]})
            results["virtual"] = await session.call_tool("verify", {"source": TIMER_FIXED, "file": "../Outside/New.swift"})
            results["inside"] = await session.call_tool("lint", {"paths": ["Sources/Workout.swift"]})
            return results

    results = run(scenario())
    for label in ["absolute", "dot-dot", "symlink", "virtual"]:
        assert results[label].is_error, label
        assert "outside the roots" in text_of(results[label]), (label, text_of(results[label]))
        assert "Secret" not in str(results[label].structured_content or ""), label
    assert not results["inside"].is_error, text_of(results["inside"])
    assert results["inside"].structured_content["filesLinted"] == 1


def test_the_clients_roots_replace_the_servers_root(project):
    root, outside = project

    async def list_roots(context):
        return types.ListRootsResult(roots=[types.Root(uri=outside.resolve().as_uri(), name="Outside")])

    async def scenario():
        async with connect(root, list_roots=list_roots) as session:
            listed = await session.call_tool("lint", {"paths": [str(outside / "Secret.swift")]})
            server_root = await session.call_tool("lint", {"paths": [str(root / "Sources")]})
            return listed, server_root

    listed, server_root = run(scenario())
    assert not listed.is_error, text_of(listed)
    assert listed.structured_content["filesLinted"] == 1
    assert server_root.is_error and "outside the roots" in text_of(server_root)


def test_bad_input_gets_a_clear_error(project):
    root, _ = project

    async def scenario():
        async with connect(root) as session:
            return [
                await session.call_tool("lint", {}),
                await session.call_tool("lint", {"paths": "Sources", "colour": "red"}),
                await session.call_tool("verify", {"source": 42}),
                await session.call_tool("explain", {"rule": "observed-objekt-owned"}),
                await session.call_tool("lint", {"paths": ["Sources/Missing.swift"]}),
                await session.call_tool("explain", {"rule": RULE}),
            ]

    missing, unknown, mistyped, misspelled, absent, good = run(scenario())
    assert missing.is_error and "give 'paths'" in text_of(missing)
    assert unknown.is_error and "'colour'" in text_of(unknown)
    assert mistyped.is_error and "'source' must be a string" in text_of(mistyped)
    assert misspelled.is_error and f"Did you mean '{RULE}'" in text_of(misspelled)
    assert absent.is_error and "does not exist" in text_of(absent)
    # The server is still answering after the errors.
    assert not good.is_error and good.structured_content["rule"]["id"] == RULE


# What the console printed while the timer screen ran: one runtime message of the bridge among ordinary lines.
CONSOLE = textwrap.dedent("""\
    2024-05-01 10:00:00.100 App[42:4242] Loaded 3 workouts
    2024-05-01 10:00:00.200 App[42:4242] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.
    2024-05-01 10:00:00.300 App[42:4242] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.
    """)

COUNTDOWN_OFF_MAIN = textwrap.dedent("""\
    import Foundation

    final class Ticker: ObservableObject {
        @Published var ticks = 0
        func start() {
            DispatchQueue.global().async {
                self.ticks += 1
            }
        }
    }
    """)


def test_diagnose_maps_the_console_to_the_site_that_causes_it(project):
    root, _ = project
    (root / "Sources" / "Ticker.swift").write_text(COUNTDOWN_OFF_MAIN)

    async def scenario():
        async with connect(root) as session:
            return await session.call_tool("diagnose", {"log": CONSOLE}), await session.call_tool("diagnose", {"log": "nothing to see"})

    found, nothing = run(scenario())
    assert not found.is_error, text_of(found)
    result = found.structured_content
    assert result["log"]["unrecognizedLines"] == 1
    [message] = result["messages"]
    assert message["id"] == "publishing-from-background-thread"
    assert message["count"] == 2
    first = message["candidates"][0]
    assert first["file"].endswith("Sources/Ticker.swift") and first["line"] == 7, message["candidates"]
    assert not nothing.is_error and nothing.structured_content["messages"] == []


def test_every_tool_answers_with_structured_content_its_output_schema_accepts(project):
    # The client checks each successful result against the tool's output schema and raises when it does not fit.
    root, _ = project
    (root / "Sources" / "TimerView.swift").write_text(TIMER_WITH_BUG)
    calls = [
        ("lint", {"paths": ["Sources"], "rules": [RULE]}),
        ("verify", {"source": TIMER_WITH_BUG, "file": "Sources/TimerView.swift"}),
        ("fix_preview", {"source": TIMER_WITH_BUG, "file": "Sources/TimerView.swift"}),
        ("explain", {"rule": RULE}),
        ("explain", {"symptom": "Modifying state during view update"}),
        ("diagnose", {"log": CONSOLE}),
        ("advise", {"type": "MKMapView"}),
        ("scaffold", {"kind": "representable", "name": "MapView", "type": "MKMapView", "binding": ["region"]}),
        ("fix_apply", {"paths": ["Sources/TimerView.swift"], "apply": True}),
    ]

    async def scenario():
        async with connect(root) as session:
            return [(name, await session.call_tool(name, arguments)) for name, arguments in calls]

    results = run(scenario())
    for name, result in results:
        assert not result.is_error, (name, text_of(result))
        assert isinstance(result.structured_content, dict) and text_of(result), name
    assert (root / "Sources" / "TimerView.swift").read_text() == TIMER_FIXED
    assert "struct MapView: UIViewRepresentable" in dict(results)["scaffold"].structured_content["source"]
