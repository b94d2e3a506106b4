#!/usr/bin/env python3
"""same-findings: prove a refactor changed no behaviour, by snapshotting what one build reports.

    Benchmarks/same_findings.py snapshot BIN OUT [--apps DIR ...] [--corpus DIR]
        With every rule on (opt-in ones too), write to OUT one sorted JSON file per target:
        - lint of Examples/ (the bundled example, with its Info.plist),
        - `fix --dry-run` of Examples/ (the diff the fixer would write, and its remaining findings),
        - lint of each app folder under --apps (e.g. the oss_check.py extract folder),
        - lint of --corpus (e.g. the benchmark's generated corpus).
    Benchmarks/same_findings.py compare OUT_A OUT_B
        Print every target whose findings differ, with the first differing lines; exit 1 if any.
        Targets only one snapshot has are skipped (and counted).

Findings are compared as whole JSON objects (rule, file, line, column, severity, message, fix), sorted,
with the run's absolute paths made relative. Python 3.11 standard library only.
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def every_rule_config(binary, folder):
    """A configuration that turns on every rule, opt-in ones included."""
    listing = subprocess.run([binary, "rules", "--format", "json"], capture_output=True, text=True)
    if listing.returncode == 0 and listing.stdout.strip().startswith("["):
        ids = [rule["id"] for rule in json.loads(listing.stdout)]
    else:
        ids = []
        for line in subprocess.run([binary, "rules"], capture_output=True, text=True, check=True).stdout.splitlines():
            first = line.split()[0] if line.split() else ""
            if "-" in first and first.islower():
                ids.append(first)
    path = os.path.join(folder, "every-rule.yml")
    with open(path, "w") as handle:
        handle.write("opt_in_rules:\n" + "".join(f"  - {rule}\n" for rule in ids))
    return path


def normalised(text, base):
    """Sorted findings with `base` stripped from paths; non-JSON output is kept as sorted lines."""
    text = text.replace(base.rstrip("/") + "/", "")
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return "\n".join(sorted(text.splitlines())) + "\n"
    items = data if isinstance(data, list) else data.get("findings", data)
    if isinstance(items, list):
        items = sorted(items, key=lambda item: json.dumps(item, sort_keys=True))
    return json.dumps(items, indent=1, sort_keys=True) + "\n"


def lint(binary, config, target):
    run = subprocess.run([binary, "lint", "--no-cache", "--config", config, "--format", "json", target],
                         capture_output=True, text=True, cwd=ROOT)
    return f"exit {run.returncode}\n" + normalised(run.stdout, os.path.abspath(target))


def fix_preview(binary, config, target):
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "copy")
        subprocess.run(["cp", "-R", target, copy], check=True)
        findings = subprocess.run([binary, "fix", "--dry-run", "--config", config, "--format", "json", copy],
                                  capture_output=True, text=True)
        diff = subprocess.run([binary, "fix", "--dry-run", "--config", config, copy], capture_output=True, text=True)
        return (f"exit {findings.returncode}\n" + normalised(findings.stdout, copy)
                + "--- diff\n" + diff.stdout.replace(copy + "/", ""))


def snapshot(args):
    os.makedirs(args.out, exist_ok=True)
    binary = os.path.abspath(args.binary)
    config = every_rule_config(binary, args.out)
    jobs = {"examples.lint": lambda: lint(binary, config, os.path.join(ROOT, "Examples")),
            "examples.fix": lambda: fix_preview(binary, config, os.path.join(ROOT, "Examples"))}
    if args.corpus:
        jobs["corpus.lint"] = lambda: lint(binary, config, os.path.abspath(args.corpus))
    for apps in args.apps:
        for app in sorted(os.listdir(apps)):
            folder = os.path.join(os.path.abspath(apps), app)
            if os.path.isdir(folder):
                jobs[f"app.{app}.lint"] = (lambda folder=folder: lint(binary, config, folder))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = {name: pool.submit(job) for name, job in jobs.items()}
        for name, future in results.items():
            with open(os.path.join(args.out, name + ".json"), "w") as handle:
                handle.write(future.result())
    print(f"{len(jobs)} snapshots in {args.out}")


def compare(args):
    names = sorted(name for name in set(os.listdir(args.a)) | set(os.listdir(args.b)) if name.endswith(".json"))
    differing = skipped = 0
    for name in names:
        paths = [os.path.join(folder, name) for folder in (args.a, args.b)]
        if not all(os.path.exists(path) for path in paths):
            skipped += 1  # a snapshot of fewer targets (a quick check) compares what both have
            continue
        texts = [open(path).read().splitlines() for path in paths]
        if texts[0] != texts[1]:
            differing += 1
            print(f"== {name} differs")
            for line in list(difflib.unified_diff(texts[0], texts[1], lineterm="", n=1))[:40]:
                print(line)
    print(f"{len(names) - skipped} targets compared, {differing} differ, {skipped} only in one snapshot")
    return 1 if differing else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    take = commands.add_parser("snapshot")
    take.add_argument("binary")
    take.add_argument("out")
    take.add_argument("--apps", action="append", default=[], help="a folder of app folders (repeatable)")
    take.add_argument("--corpus")
    check = commands.add_parser("compare")
    check.add_argument("a")
    check.add_argument("b")
    args = parser.parse_args()
    return snapshot(args) or 0 if args.command == "snapshot" else compare(args)


if __name__ == "__main__":
    sys.exit(main())
