#!/usr/bin/env python3
"""bridgelint's benchmark: the physical limit, bridgelint (cold, warm, one file changed) and swift-format,
measured in one run on the same files, interleaved and repeated. Benchmarks are not tests: nothing here
asserts timings; it reports them.

    Benchmarks/bench.py                    # 1,000,000-line generated corpus, 5 rounds
    Benchmarks/bench.py --corpus PATH      # any folder of Swift code
    Benchmarks/bench.py --scaling          # also cold runs at 1x, 2x and 4x the corpus
    Benchmarks/bench.py --quick            # a small corpus and one round: checks the harness itself runs
    Benchmarks/bench.py --corpus PATH --profile   # only where a cold run's CPU goes: stages, top rules, recorders

Wall time is measured around each process; peak memory is the process's own max RSS (os.wait4).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".bench")


def build_release():
    for product in ("bridgelint", "bridgelint-parse-limit"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "bridgelint"), os.path.join(path, "bridgelint-parse-limit")


def generated_corpus(lines, seed=7):
    folder = os.path.join(WORK, f"corpus-{lines}-{seed}")
    if not os.path.isdir(folder):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "generate_corpus.py"), str(lines), folder,
                        "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL)
    return folder


def count_lines(folder):
    total = 0
    for directory, _, files in os.walk(folder):
        if "/.build" in directory:
            continue
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), "rb") as handle:
                    total += handle.read().count(b"\n")
    return total


class Crashed(Exception):
    pass


def measure(command):
    """Runs a command; returns (seconds, peak RSS in MiB). Raises Crashed if a signal ended it."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    if os.WIFSIGNALED(status):
        raise Crashed(f"killed by signal {os.WTERMSIG(status)} after {seconds:.1f} s")
    divisor = 1024 * 1024 if sys.platform == "darwin" else 1024  # bytes on macOS, KiB on Linux
    return seconds, usage.ru_maxrss / divisor


def find_swift_format():
    found = shutil.which("swift-format")
    if found:
        return [found]
    return ["swift", "format"] if shutil.which("swift") else None


def read_stats(text):
    """The tables of `lint --stats` as {heading: [(name, milliseconds)]}, in the order printed."""
    tables, heading = {}, None
    for line in text.splitlines():
        if not line.strip() or line.startswith("files analysed"):
            heading = None
            continue
        name, _, rest = line.rstrip().rpartition("  ")
        if rest.strip() == "time":
            heading = name.strip()
            tables[heading] = []
        elif heading and rest.endswith("ms"):
            tables[heading].append((name.strip(), float(rest.split()[0])))
    return tables


def profile(bridgelint, corpus, lines, top=10):
    """One cold run with `--stats`: CPU per stage (summed over threads), then the most expensive rules and
    fact recorders. The parse stage is the floor every other stage is measured against."""
    process = subprocess.run([bridgelint, "lint", "-q", "--no-cache", "--stats", corpus], capture_output=True,
                             text=True)
    tables = read_stats(process.stderr)
    if "stage" not in tables:
        raise SystemExit("lint --stats printed no stage table:\n" + process.stderr[-2000:])
    stages = tables["stage"]
    parse = dict(stages).get("parsing", 0) or 1
    total = sum(ms for _, ms in stages)
    print(f"Corpus: {corpus} ({lines:,} lines); one cold run, CPU summed over threads.\n")
    print("| stage | CPU (ms) | share | × parsing |")
    print("| --- | ---: | ---: | ---: |")
    for name, ms in stages:
        print(f"| {name} | {ms:,.0f} | {ms / total:.0%} | {ms / parse:.2f} |")
    for heading in ("rule", "fact recorder"):
        rows = tables.get(heading, [])
        if not rows:
            continue
        print(f"\n| {heading} (top {top} of {len(rows)}) | CPU (ms) | × parsing |")
        print("| --- | ---: | ---: |")
        for name, ms in rows[:top]:
            print(f"| {name} | {ms:,.1f} | {ms / parse:.3f} |")
        rest = sum(ms for _, ms in rows[top:])
        print(f"| the other {max(0, len(rows) - top)} | {rest:,.1f} | {rest / parse:.3f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", help="a folder of Swift code (default: a generated corpus)")
    parser.add_argument("--lines", type=int, default=1_000_000, help="size of the generated corpus")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--scaling", action="store_true", help="also measure cold runs at 1x, 2x and 4x")
    parser.add_argument("--quick", action="store_true", help="20,000 lines, one round")
    parser.add_argument("--profile", action="store_true",
                        help="only print where one cold run's CPU goes (stages, rules, fact recorders)")
    parser.add_argument("--json", help="also write the raw results to this file")
    args = parser.parse_args()
    if args.quick:
        args.lines, args.repeat = 20_000, 1

    os.makedirs(WORK, exist_ok=True)
    bridgelint, limit = build_release()
    corpus = os.path.abspath(args.corpus) if args.corpus else generated_corpus(args.lines)
    lines = count_lines(corpus)
    if args.profile:
        profile(bridgelint, corpus, lines)
        return
    cache = os.path.join(WORK, "cache")
    shutil.rmtree(cache, ignore_errors=True)
    subprocess.run([bridgelint, "lint", "-q", "--cache-path", cache, corpus], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)  # warms the cache
    changed_file = None
    for directory, _, files in sorted(os.walk(corpus)):
        swift = sorted(f for f in files if f.endswith(".swift"))
        if swift:
            changed_file = os.path.join(directory, swift[0])
            break

    tools = {
        "limit (1 core)": [limit, "--threads", "1", corpus],
        "limit (all cores)": [limit, corpus],
        "bridgelint cold": [bridgelint, "lint", "-q", "--no-cache", corpus],
        "bridgelint warm": [bridgelint, "lint", "-q", "--cache-path", cache, corpus],
        "bridgelint, 1 file changed": [bridgelint, "lint", "-q", "--cache-path", cache, corpus],
    }
    swift_format = find_swift_format()
    if swift_format:
        tools["swift-format --parallel"] = swift_format + ["lint", "--recursive", "--parallel", corpus]

    results = {name: [] for name in tools}
    crashed = {}
    for round_number in range(args.repeat):
        for name, command in tools.items():
            if name in crashed:
                continue
            original = None
            if name == "bridgelint, 1 file changed" and changed_file:
                with open(changed_file) as handle:
                    original = handle.read()
                with open(changed_file, "a") as handle:
                    handle.write(f"\n// edited in round {round_number}\n")
            try:
                results[name].append(measure(command))
            except Crashed as error:
                # A crashing peer is reported, not hidden; bridgelint crashing is a failure of the run.
                if name.startswith("bridgelint"):
                    raise SystemExit(f"{name}: {error}")
                crashed[name] = str(error)
            if original is not None:
                with open(changed_file, "w") as handle:
                    handle.write(original)
                # Re-warm so the next round starts from the unchanged corpus in the cache.
                subprocess.run(tools["bridgelint warm"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def median(name):
        return statistics.median(s for s, _ in results[name])

    print(f"Corpus: {corpus} ({lines:,} lines). {args.repeat} interleaved rounds; median (min–max).\n")
    print("| run | time (s) | lines/s | peak memory (MiB) |")
    print("| --- | ---: | ---: | ---: |")
    for name in tools:
        if name in crashed:
            print(f"| {name} | {crashed[name]} | – | – |")
            continue
        times = [s for s, _ in results[name]]
        memory = max(m for _, m in results[name])
        print(f"| {name} | {median(name):.2f} ({min(times):.2f}–{max(times):.2f}) | {lines / median(name):,.0f} | {memory:,.0f} |")
    print()
    cold = median("bridgelint cold")
    print(f"- bridgelint cold / limit (all cores), as throughput: {median('limit (all cores)') / cold:.0%}")
    print(f"- bridgelint cold / limit (1 core), as throughput: {median('limit (1 core)') / cold:.0%}")
    print(f"- warm re-run speed-up over cold: {cold / median('bridgelint warm'):.1f}x")
    print(f"- one file changed, as a share of cold: {median('bridgelint, 1 file changed') / cold:.0%}")
    if swift_format and "swift-format --parallel" not in crashed:
        print(f"- bridgelint cold throughput / swift-format --parallel: {median('swift-format --parallel') / cold:.1f}x")

    scaling = []
    if args.scaling and not args.corpus:
        print("\n| corpus | lines | bridgelint cold (s) | peak memory (MiB) | limit, all cores (s) |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for factor in (1, 2, 4):
            folder = generated_corpus(args.lines * factor, seed=7 + factor)
            size = count_lines(folder)
            runs = [measure(tools["bridgelint cold"][:-1] + [folder]) for _ in range(max(1, args.repeat // 2))]
            limits = [measure([limit, folder])[0] for _ in range(max(1, args.repeat // 2))]
            seconds = statistics.median(s for s, _ in runs)
            memory = max(m for _, m in runs)
            scaling.append({"factor": factor, "lines": size, "seconds": seconds, "memory": memory})
            print(f"| {factor}x | {size:,} | {seconds:.2f} | {memory:,.0f} | {statistics.median(limits):.2f} |")

    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"corpus": corpus, "lines": lines, "rounds": args.repeat,
                       "results": {k: [{"seconds": s, "memory_mib": m} for s, m in v] for k, v in results.items()},
                       "scaling": scaling}, handle, indent=2)


if __name__ == "__main__":
    main()
