#!/usr/bin/env python3
"""How fast `bridgelint diagnose` reads a long console log. Benchmarks are not tests: timings are reported, never
asserted; what is checked is that every message planted in the log is recognised and every other line counted.

    Benchmarks/diagnose_bench.py                  # a 100,000-line log against Examples/TrailNotes, 3 rounds, release build
    Benchmarks/diagnose_bench.py --lines 500000   # a longer log
    Benchmarks/diagnose_bench.py --debug          # the debug build (no release build needed)
    Benchmarks/diagnose_bench.py --binary PATH    # a bridgelint built elsewhere
    Benchmarks/diagnose_bench.py --project DIR    # search another project than Examples/TrailNotes
    Benchmarks/diagnose_bench.py --quick          # 10,000 lines, one round, debug build: checks the harness runs

The log mixes what a real session prints: app log lines with timestamps, Auto Layout's "Unable to simultaneously
satisfy constraints" blocks, xcodebuild test lines, and, every few hundred lines, one of the catalog's messages
with fresh addresses (the Main Thread Checker's with its backtrace). Two timings are reported: the log against
the bundled example (reading, recognising and the project search), and the log alone against an empty folder.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MESSAGES = [
    "[SwiftUI] Modifying state during view update, this will cause undefined behavior.",
    "[SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main "
    "thread (via operators like receive(on:)) on model updates.",
    "SwiftUI/EnvironmentObject.swift:90: Fatal error: No ObservableObject of type TrailStore found. A "
    "View.environmentObject(_:) for TrailStore may be missing as an ancestor of this view.",
    "Unbalanced calls to begin/end appearance transitions for <TrailNotes.NearbyTrailsViewController: {addr}>.",
    "child view controller:<TrailNotes.ChartController: {addr}> should have parent view controller:"
    "<TrailNotes.HostController: {addr}> but requested parent is:<UINavigationController: {addr}>",
    "Attempt to present <UIAlertController: {addr}> on <TrailNotes.RootViewController: {addr}> (from "
    "<TrailNotes.RootViewController: {addr}>) which is already presenting <UIAlertController: {addr}>.",
    "AttributeGraph: cycle detected through attribute {number}",
    "[SwiftUI] Accessing State's value outside of being installed on a View. This will result in a constant Binding "
    "of the initial value and will not update.",
    "[SwiftUI] onChange(of: Int) action tried to update multiple times per frame.",
]

CHECKER = [
    "Main Thread Checker: UI API called on a background thread: -[UIView setNeedsLayout]",
    "PID: 4242, TID: {number}, Thread name: (none), Queue name: com.apple.root.default-qos, QoS: 21",
    "Backtrace:",
    "4   UIKitCore                           {addr} -[UIView(CALayerDelegate) setNeedsLayout] + 40",
    "5   TrailNotes                          {addr} closure #1 (Foundation.Data?, __C.NSURLResponse?, Swift.Error?) -> () "
    "in TrailNotes.TrailConditionsModel.refresh(for: TrailNotes.Trail) -> () + 220",
    "6   libdispatch.dylib                   {addr} _dispatch_call_block_and_release + 32",
]

APP_LINES = [
    "Loaded {number} trails from cache",
    "Request GET https://api.example.com/trails?page={number} finished in 0.{number}s",
    "[Location] Authorization status changed to authorizedWhenInUse",
    "nw_connection_copy_connected_local_endpoint_block_invoke [C{number}] Connection has no local endpoint",
    "Trail detail appeared: id={addr}",
    "[UIFocus] TrailNotes.TagEntryField implements focusItemsInRect: - caching for linear focus movement is limited",
]

CONSTRAINTS = [
    "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
    "\tProbably at least one of the constraints in the following list is one you don't want.",
    "(",
    "    \"<NSLayoutConstraint:{addr} UILabel:{addr}.height == 44   (active)>\",",
    "    \"<NSLayoutConstraint:{addr} V:|-(0)-[UILabel:{addr}]   (active, names: '|':UIView:{addr} )>\"",
    ")",
    "Will attempt to recover by breaking constraint",
    "<NSLayoutConstraint:{addr} UILabel:{addr}.height == 44   (active)>",
]


def fill(text, rng):
    while "{addr}" in text or "{number}" in text:
        text = text.replace("{addr}", "0x%012x" % rng.getrandbits(44), 1).replace("{number}", str(rng.randint(1, 99999)), 1)
    return text


def generate(path, lines, seed=11):
    """Writes the log; returns how many catalog messages it holds and how many of its lines are no message."""
    rng = random.Random(seed)
    written = planted = ordinary = 0
    with open(path, "w") as log:
        while written < lines:
            roll = rng.random()
            if roll < 0.004:
                block = [fill(line, rng) for line in CHECKER]
                planted += 1
            elif roll < 0.012:
                block = ["2024-05-01 10:%02d:%02d.%03d TrailNotes[4242:4242] " % (rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999))
                         + fill(rng.choice(MESSAGES), rng)]
                planted += 1
            elif roll < 0.05:
                block = [fill(line, rng) for line in CONSTRAINTS]
                ordinary += len(block)
            elif roll < 0.07:
                block = ["Test Case '-[TrailNotesTests.StoreTests testSync%d]' passed (0.%03d seconds)." % (rng.randint(1, 99), rng.randint(0, 999))]
                ordinary += 1
            else:
                block = ["2024-05-01 10:%02d:%02d.%03d TrailNotes[4242:%d] %s" % (
                    rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999), rng.randint(4242, 4300), fill(rng.choice(APP_LINES), rng))]
                ordinary += 1
            log.write("\n".join(block) + "\n")
            written += len(block)
    return written, planted, ordinary


def binary(debug):
    configuration = "debug" if debug else "release"
    subprocess.run(["swift", "build", "-c", configuration, "--product", "bridgelint"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "bridgelint")


def measure(command):
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), output


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--debug", action="store_true", help="measure the debug build")
    parser.add_argument("--binary", help="a bridgelint executable to measure instead of building one")
    parser.add_argument("--project", default="Examples/TrailNotes", help="the project the log is diagnosed against")
    parser.add_argument("--quick", action="store_true", help="10,000 lines, one round, debug build")
    arguments = parser.parse_args()
    if arguments.quick:
        arguments.lines, arguments.repeat, arguments.debug = 10_000, 1, True
    bridgelint = arguments.binary or binary(arguments.debug)
    with tempfile.TemporaryDirectory() as work:
        log = os.path.join(work, "console.log")
        lines, planted, ordinary = generate(log, arguments.lines)
        empty = os.path.join(work, "empty")
        os.mkdir(empty)
        print(f"log: {lines:,} lines, {planted} planted messages, {ordinary:,} other lines "
              f"({os.path.getsize(log) / 1e6:.1f} MB); {arguments.binary or ('debug' if arguments.debug else 'release') + ' build'}")
        failed = False
        for label, project in [(f"with {arguments.project}", arguments.project), ("log only (empty project)", empty)]:
            times, memory = [], []
            for _ in range(arguments.repeat):
                seconds, rss, status, output = measure([bridgelint, "diagnose", project, "--log", log, "--format", "json"])
                times.append(seconds)
                memory.append(rss)
            report = json.loads(output)
            found = report["log"]["occurrences"]
            unrecognized = report["log"]["unrecognizedLines"]
            ok = status == 1 and found == planted and unrecognized == ordinary
            failed = failed or not ok
            print(f"  {label[:40]:40} median {statistics.median(times):6.2f} s (min {min(times):.2f}), peak {max(memory):6.0f} MiB; "
                  f"{found} messages in {len(report['messages'])} groups, {unrecognized:,} lines not recognised"
                  + ("" if ok else f"  MISMATCH: exit {status}, expected {planted} messages and {ordinary:,} other lines"))
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
