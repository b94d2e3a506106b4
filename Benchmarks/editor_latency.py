#!/usr/bin/env python3
"""Editor latency of `bridgelint lsp`: the time from a one-character edit to its diagnostics, and the
server's memory over many edits. Like bench.py it reports and never asserts.

    Benchmarks/editor_latency.py                   # 200,000-line generated workspace, 50 timed edits, 1,000 for memory
    Benchmarks/editor_latency.py --corpus PATH     # any folder of Swift code
    Benchmarks/editor_latency.py --corpus PATH --file F   # edit F (a path in the corpus) instead of a median bridge file
    Benchmarks/editor_latency.py --quick           # 20,000 lines, 20 edits: checks the harness itself runs

The server is the release build, started in the workspace folder and driven over stdio as an editor
would: initialize, open one file, then alternately insert and delete one character (incremental sync).
Latency is measured from writing `didChange` to the answer of a hover request written right behind it:
the server publishes diagnostics only when they change (this edit leaves them as they were), and it
publishes pending diagnostics before it answers any request about the document, so that answer marks
the moment the edit's diagnostics are known. Memory is the server's resident set (VmRSS) read from
/proc after every 100 edits. A server that says nothing for a minute is stopped and the run fails.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import WORK, build_release, count_lines, generated_corpus  # noqa: E402


class Server:
    """A JSON-RPC peer over the server's stdin and stdout (Content-Length framing)."""

    def __init__(self, binary, folder):
        self.process = subprocess.Popen([binary, "lsp"], cwd=folder, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.read_until(lambda message: message.get("id") == self.next_id and "method" not in message)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def read_until(self, wanted, timeout=60):
        # A hung server must fail the run, not hang it: after `timeout` seconds it is killed, which closes
        # its output and ends `read`.
        watchdog = threading.Timer(timeout, self.process.kill)
        watchdog.start()
        try:
            return self._read_until(wanted)
        finally:
            watchdog.cancel()

    def _read_until(self, wanted):
        while True:
            message = self.read()
            if "method" in message and "id" in message:  # a request from the server: answer it plainly
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            if wanted(message):
                return message

    def diagnostics(self, uri, version):
        """Waits for the diagnostics of `uri` at `version` (or, from a server that sends no version, the next)."""
        def matches(message):
            if message.get("method") != "textDocument/publishDiagnostics":
                return False
            params = message["params"]
            return params["uri"] == uri and params.get("version", version) >= version
        return self.read_until(matches)["params"]["diagnostics"]

    def resident_mib(self):
        with open(f"/proc/{self.process.pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def edited_file(corpus):
    """A typical bridge file: the median-sized file among those that wrap UIKit views."""
    candidates = []
    for directory, _, files in os.walk(corpus):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                if "UIViewRepresentable" in text:
                    candidates.append((len(text), path))
    if not candidates:
        raise SystemExit(f"no UIViewRepresentable file in {corpus}")
    candidates.sort()
    return candidates[len(candidates) // 2][1]


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", help="a folder of Swift code (default: a generated corpus)")
    parser.add_argument("--lines", type=int, default=200_000, help="size of the generated corpus")
    parser.add_argument("--edits", type=int, default=50, help="timed edits after the index is warm")
    parser.add_argument("--memory-edits", type=int, default=1_000, help="edits over which memory is followed")
    parser.add_argument("--file", help="the file to edit, relative to the corpus (default: a median-sized "
                                           "file that wraps a UIKit view)")
    parser.add_argument("--quick", action="store_true", help="20,000 lines, 20 timed edits, 100 for memory")
    parser.add_argument("--json", help="also write the raw results to this file")
    args = parser.parse_args()
    if args.quick:
        args.lines, args.edits, args.memory_edits = 20_000, 20, 100

    os.makedirs(WORK, exist_ok=True)
    bridgelint, _ = build_release()
    corpus = os.path.abspath(args.corpus) if args.corpus else generated_corpus(args.lines)
    path = os.path.join(corpus, args.file) if args.file else edited_file(corpus)
    if not os.path.isfile(path):
        raise SystemExit(f"no file {path}")
    uri = "file://" + path
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    # The edit point: the end of the file's first line, so every edit keeps the rest of the file as it is.
    line_length = len(text.split("\n", 1)[0].encode("utf-16-le")) // 2

    server = Server(bridgelint, corpus)
    started = time.perf_counter()
    server.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + corpus,
                                  "workspaceFolders": [{"uri": "file://" + corpus, "name": "corpus"}],
                                  "capabilities": {}})
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 0,
                                                            "text": text}})
    server.diagnostics(uri, 0)
    first = time.perf_counter() - started

    version = 0
    latencies = []
    memory = [(0, server.resident_mib())]
    for edit in range(max(args.edits, args.memory_edits)):
        version += 1
        # Odd edits insert one character, even edits delete it again.
        if version % 2:
            change = {"range": {"start": {"line": 0, "character": line_length},
                                "end": {"line": 0, "character": line_length}}, "text": " "}
        else:
            change = {"range": {"start": {"line": 0, "character": line_length},
                                "end": {"line": 0, "character": line_length + 1}}, "text": ""}
        sent = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [change]})
        server.request("textDocument/hover", {"textDocument": {"uri": uri},
                                              "position": {"line": 0, "character": 0}})
        if edit < args.edits:
            latencies.append((time.perf_counter() - sent) * 1000)
        if (edit + 1) % 100 == 0:
            memory.append((edit + 1, server.resident_mib()))
    memory.append((version, server.resident_mib()))
    server.stop()

    lines = count_lines(corpus)
    median, p95 = statistics.median(latencies), percentile(latencies, 0.95)
    print(f"Workspace: {corpus} ({lines:,} lines); edited file: {os.path.relpath(path, corpus)}")
    print(f"- start, index and first diagnostics: {first:.2f} s")
    print(f"- diagnostics after a one-character edit, {len(latencies)} edits: median {median:.1f} ms, "
          f"p95 {p95:.1f} ms, max {max(latencies):.1f} ms")
    print(f"- resident memory over {version} edits (MiB): " + ", ".join(f"{n}: {m:.0f}" for n, m in memory))
    settled = [m for n, m in memory if n >= 100] or [memory[-1][1]]
    print(f"- growth from edit 100 to the last: {settled[-1] - settled[0]:+.1f} MiB")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"corpus": corpus, "lines": lines, "file": path, "first_seconds": first,
                       "latencies_ms": latencies, "memory_mib": memory}, handle, indent=2)


if __name__ == "__main__":
    main()
