#!/usr/bin/env python3
"""oss-check: lint real open-source apps with two builds of bridgelint and show what changed, per rule.

The apps are listed in Benchmarks/oss-apps.tsv (repo, commit, note). Each repo is expected as a bare git
mirror at MIRROR_ROOT/OWNER+NAME/repo (the layout the fetch tool produces).

    Benchmarks/oss_check.py extract MIRROR_ROOT OUT
        Write the .swift and .plist files of every listed repo, at its commit, into OUT/OWNER+NAME/.
    Benchmarks/oss_check.py compare OUT --base BIN_A --candidate BIN_B [--rules a,b] [--json FILE]
        Lint every app under OUT with both binaries; print per rule the counts and each finding that
        appeared, disappeared or was reworded. Findings are matched by (app, file, rule, trimmed source
        line), so a line shift is not a change.
    Benchmarks/oss_check.py list OUT --bin BIN [--rule R] [--sample N --seed S]
        Print findings with 3 lines of source context either side for review (optionally a
        reproducible random sample of N), then a table of counts per rule per app.

    oss_check.py history extract MIRROR_ROOT OUT | history score OUT --bin BIN [...]
        Recall on bugs real apps fixed: the fix-history corpus (Benchmarks/fix-history.tsv), run by
        Benchmarks/fix_history.py with the same arguments.

Exit status: 0 when every lint run worked, 2 when a run failed (exit code 2/3, a crash, or bad JSON).
Python 3.11 standard library only.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import random
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TSV = os.path.join(HERE, "oss-apps.tsv")
EXTENSIONS = (".swift", ".plist")
CONTEXT = 3


# ----------------------------------------------------------------------------------------------- apps

def read_apps(tsv):
    apps = []
    with open(tsv, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if cols[0] == "repo":
                continue
            if len(cols) < 2 or "/" not in cols[0] or len(cols[1]) != 40:
                sys.exit(f"{tsv}:{number}: expected 'OWNER/NAME<TAB>COMMIT<TAB>note'")
            apps.append((cols[0], cols[1]))
    return apps


def folder_name(repo):
    return repo.replace("/", "+")


def app_folders(out, only=None):
    if not os.path.isdir(out):
        sys.exit(f"no such folder: {out}")
    names = sorted(n for n in os.listdir(out) if os.path.isdir(os.path.join(out, n)))
    if only:
        wanted = set(only)
        names = [n for n in names if n in wanted or n.replace("+", "/") in wanted]
    if not names:
        sys.exit(f"no app folders under {out}")
    return names


# -------------------------------------------------------------------------------------------- extract

def extract_repo(git_dir, commit, dest):
    """Writes the regular .swift/.plist files of the commit's tree into dest. Returns (files, lines, bytes)."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "--full-tree", commit],
                             check=True, capture_output=True).stdout
    entries = []
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        # 100644/100755 are regular files; 120000 is a symlink, 160000 a submodule: skipped.
        if kind != b"blob" or mode not in (b"100644", b"100755"):
            continue
        name = path.decode("utf-8", "surrogateescape")
        if not name.lower().endswith(EXTENSIONS):
            continue
        parts = name.split("/")
        if any(p in ("", ".", "..") for p in parts):
            continue
        entries.append((sha, name))

    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    files = lines = size = 0
    made = set()
    proc = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # Feed the object names from a thread so a large request list cannot deadlock against the output.
    def feed():
        try:
            proc.stdin.write(b"".join(sha + b"\n" for sha, _ in entries))
        finally:
            proc.stdin.close()
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        feeding = pool.submit(feed)
        for sha, name in entries:
            header = proc.stdout.readline().split()
            if len(header) != 3:
                raise RuntimeError(f"cat-file: unexpected answer {header!r} for {name}")
            length = int(header[2])
            data = proc.stdout.read(length)
            proc.stdout.read(1)  # the newline after each object
            target = os.path.join(dest, name)
            parent = os.path.dirname(target)
            if parent not in made:
                os.makedirs(parent, exist_ok=True)
                made.add(parent)
            with open(target, "wb") as f:
                f.write(data)
            files += 1
            size += length
            if name.endswith(".swift"):
                lines += data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
        feeding.result()
    if proc.wait() != 0:
        raise RuntimeError(f"git cat-file failed in {git_dir}")
    return files, lines, size


def cmd_extract(args):
    apps = read_apps(args.apps_tsv)
    os.makedirs(args.out, exist_ok=True)
    failed = 0
    total_files = total_lines = 0
    for repo, commit in apps:
        git_dir = os.path.join(args.mirror_root, folder_name(repo), "repo")
        if not os.path.isdir(git_dir):
            print(f"{repo}: no mirror at {git_dir}", file=sys.stderr)
            failed += 1
            continue
        start = time.monotonic()
        try:
            files, lines, size = extract_repo(git_dir, commit, os.path.join(args.out, folder_name(repo)))
        except (subprocess.CalledProcessError, RuntimeError) as error:
            detail = getattr(error, "stderr", b"") or b""
            print(f"{repo}: extraction failed: {error} {detail.decode(errors='replace').strip()}",
                  file=sys.stderr)
            failed += 1
            continue
        total_files += files
        total_lines += lines
        print(f"{repo:40} {commit[:12]}  {files:6} files  {lines:8} Swift lines  "
              f"{size / 1e6:7.1f} MB  {time.monotonic() - start:5.1f}s")
    print(f"{len(apps) - failed} apps, {total_files} files, {total_lines} Swift lines -> {args.out}")
    return 2 if failed else 0


# ----------------------------------------------------------------------------------------------- lint

class LintError(Exception):
    pass


def run_lint(binary, app_dir, flags=()):
    """Runs one binary on one app folder, with extra lint `flags`. Returns (findings, problems, seconds); problems
    are files bridgelint could not read or parse cleanly, as 'path: detail'. Raises LintError on a failed run."""
    start = time.monotonic()
    # Run from the app folder itself so that no .bridgelint.yml of the caller's folder is picked up.
    proc = subprocess.run([binary, "lint", "--format", "json", "--no-cache", "--quiet", *flags, app_dir],
                          cwd=app_dir, capture_output=True)
    seconds = time.monotonic() - start
    stderr = proc.stderr.decode("utf-8", "replace").strip()
    if proc.returncode not in (0, 1):
        what = f"signal {-proc.returncode}" if proc.returncode < 0 else f"exit code {proc.returncode}"
        raise LintError(f"{what} after {seconds:.1f}s: {stderr[-2000:]}")
    try:
        report = json.loads(proc.stdout)
        raw = report["findings"]
        raw_problems = report.get("problems") or []
    except (ValueError, KeyError, TypeError) as error:
        raise LintError(f"unreadable JSON ({error}); stderr: {stderr[-2000:]}")
    def relative(path):
        if os.path.isabs(path):
            return os.path.relpath(path, app_dir)
        return path[2:] if path.startswith("./") else path

    problems = sorted(f"{relative(p.get('file', ''))}: {p.get('kind', '?')}: {p.get('detail', '')}"
                      for p in raw_problems)
    findings = []
    for f in raw:
        path = relative(f.get("file", ""))
        findings.append({
            "rule": f.get("rule", "?"),
            "severity": f.get("severity", "?"),
            "file": path,
            "line": int(f.get("line") or 0),
            "column": int(f.get("column") or 0),
            "message": f.get("message", ""),
            "latent": f.get("confidence") == "latent",
        })
    return findings, problems, seconds


def lint_all(binary, out, apps, jobs):
    """Returns {app: (findings or None, seconds, error or None, problems)}."""
    binary = os.path.abspath(binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"not an executable: {binary}")

    def one(app):
        try:
            findings, problems, seconds = run_lint(binary, os.path.abspath(os.path.join(out, app)))
            return app, (findings, seconds, None, problems)
        except LintError as error:
            return app, (None, 0.0, str(error), [])

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        return dict(pool.map(one, apps))


class Sources:
    """Reads source lines of the extracted apps on demand."""

    def __init__(self, out):
        self.out = out
        self.cache = {}

    def lines(self, app, path):
        key = (app, path)
        if key not in self.cache:
            try:
                with open(os.path.join(self.out, app, path), encoding="utf-8", errors="replace") as f:
                    self.cache[key] = f.read().splitlines()
            except OSError:
                self.cache[key] = []
        return self.cache[key]

    def line(self, app, path, number):
        lines = self.lines(app, path)
        return lines[number - 1].strip() if 0 < number <= len(lines) else ""


def report_errors(label, results):
    bad = 0
    for app, (_, _, error, _) in sorted(results.items()):
        if error:
            print(f"ERROR {label} on {app}: {error}", file=sys.stderr)
            bad += 1
    return bad


# -------------------------------------------------------------------------------------------- compare

def where(app, f):
    return f"{app.replace('+', '/')}/{f['file']}:{f['line']}"


def diff_app(app, base, cand, sources):
    """Matches one app's findings. Returns a list of (kind, rule, base finding, candidate finding)."""
    def group(findings):
        groups = collections.defaultdict(list)
        for f in sorted(findings, key=lambda f: (f["line"], f["column"], f["message"])):
            groups[(f["file"], f["rule"], sources.line(app, f["file"], f["line"]))].append(f)
        return groups

    b, c = group(base), group(cand)
    changes = []
    for key in sorted(set(b) | set(c)):
        olds, news = list(b.get(key, [])), list(c.get(key, []))
        # Same key and same message first: those are unchanged (possibly moved) findings.
        for old in list(olds):
            match = next((n for n in news if n["message"] == old["message"]), None)
            if match is not None:
                olds.remove(old)
                news.remove(match)
        # Left-over pairs on the same source line: the finding stayed, its wording changed.
        while olds and news:
            changes.append(("reworded", key[1], olds.pop(0), news.pop(0)))
        changes += [("disappeared", key[1], old, None) for old in olds]
        changes += [("appeared", key[1], None, new) for new in news]
    return changes


def cmd_compare(args):
    apps = app_folders(args.out, args.apps)
    rules = set(args.rules.split(",")) if args.rules else None
    keep = (lambda f: f["rule"] in rules) if rules else (lambda f: True)
    print(f"linting {len(apps)} apps with base {args.base} and candidate {args.candidate} ...", file=sys.stderr)
    base = lint_all(args.base, args.out, apps, args.jobs)
    cand = lint_all(args.candidate, args.out, apps, args.jobs)
    failed = report_errors("base", base) + report_errors("candidate", cand)
    sources = Sources(args.out)

    counts = collections.defaultdict(lambda: [0, 0])
    changes = []
    for app in apps:
        b_findings = [f for f in (base[app][0] or []) if keep(f)]
        c_findings = [f for f in (cand[app][0] or []) if keep(f)]
        if base[app][0] is None or cand[app][0] is None:
            continue  # a failed run: its error is reported; comparing it would show everything as changed
        for f in b_findings:
            counts[f["rule"]][0] += 1
        for f in c_findings:
            counts[f["rule"]][1] += 1
        changes += [(kind, rule, app, old, new) for kind, rule, old, new in diff_app(app, b_findings,
                                                                                      c_findings, sources)]

    by_rule = collections.defaultdict(list)
    for change in changes:
        by_rule[change[1]].append(change)
    symbol = {"appeared": "+", "disappeared": "-", "reworded": "~"}
    totals = collections.Counter()
    for rule in sorted(set(counts) | (rules or set())):
        b_count, c_count = counts[rule]
        mine = by_rule.get(rule, [])
        kinds = collections.Counter(kind for kind, *_ in mine)
        totals.update(kinds)
        print(f"{rule}: base {b_count}, candidate {c_count}  "
              f"(+{kinds['appeared']} -{kinds['disappeared']} ~{kinds['reworded']})")
        order = {"appeared": 0, "disappeared": 1, "reworded": 2}
        for kind, _, app, old, new in sorted(mine, key=lambda c: (order[c[0]], c[2],
                                                                   (c[4] or c[3])["file"], (c[4] or c[3])["line"])):
            if kind == "appeared":
                print(f"  + {where(app, new)}: {new['message']}")
            elif kind == "disappeared":
                print(f"  - {where(app, old)}: {old['message']}")
            else:
                print(f"  ~ {where(app, new)}: {old['message']}\n      now: {new['message']}")
    problem_changes = []
    for app in apps:
        b_problems, c_problems = collections.Counter(base[app][3]), collections.Counter(cand[app][3])
        problem_changes += [("-", app, p) for p in sorted((b_problems - c_problems).elements())]
        problem_changes += [("+", app, p) for p in sorted((c_problems - b_problems).elements())]
    b_problems = sum(len(base[app][3]) for app in apps)
    c_problems = sum(len(cand[app][3]) for app in apps)
    if b_problems or c_problems:
        print(f"(files not read or parsed cleanly): base {b_problems}, candidate {c_problems}")
        for sign, app, problem in problem_changes:
            print(f"  {sign} {app.replace('+', '/')}/{problem}")
    b_total = sum(v[0] for v in counts.values())
    c_total = sum(v[1] for v in counts.values())
    print(f"TOTAL: base {b_total}, candidate {c_total}; {totals['appeared']} appeared, "
          f"{totals['disappeared']} disappeared, {totals['reworded']} reworded"
          + (f"; {failed} failed runs" if failed else ""))
    times = "  ".join(f"{app.split('+')[-1]} {base[app][1]:.1f}/{cand[app][1]:.1f}s" for app in apps)
    print(f"time base/candidate: {times}", file=sys.stderr)

    if args.json:
        document = {
            "base": os.path.abspath(args.base),
            "candidate": os.path.abspath(args.candidate),
            "apps": {app: {"base_count": None if base[app][0] is None else len(base[app][0]),
                           "candidate_count": None if cand[app][0] is None else len(cand[app][0]),
                           "base_seconds": round(base[app][1], 2), "candidate_seconds": round(cand[app][1], 2),
                           "base_error": base[app][2], "candidate_error": cand[app][2]} for app in apps},
            "rules": {rule: {"base": v[0], "candidate": v[1]} for rule, v in sorted(counts.items())},
            "changes": [{"kind": kind, "rule": rule, "app": app.replace("+", "/"),
                         "file": (new or old)["file"],
                         "base": old, "candidate": new,
                         "source_line": sources.line(app, (new or old)["file"], (new or old)["line"])}
                        for kind, rule, app, old, new in changes],
            "problems": {"base": b_problems, "candidate": c_problems,
                         "changes": [{"kind": "appeared" if sign == "+" else "disappeared",
                                      "app": app.replace("+", "/"), "problem": problem}
                                     for sign, app, problem in problem_changes]},
            "totals": {"appeared": totals["appeared"], "disappeared": totals["disappeared"],
                       "reworded": totals["reworded"], "failed_runs": failed},
        }
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(document, f, indent=1)
            f.write("\n")
    return 2 if failed else 0


# ----------------------------------------------------------------------------------------------- list

def cmd_list(args):
    apps = app_folders(args.out, args.apps)
    results = lint_all(args.bin, args.out, apps, args.jobs)
    failed = report_errors(args.bin, results)
    sources = Sources(args.out)
    everything = []
    for app in apps:
        for f in results[app][0] or []:
            if args.rule is None or f["rule"] == args.rule:
                everything.append((app, f))
    everything.sort(key=lambda a: (a[0], a[1]["file"], a[1]["line"], a[1]["column"], a[1]["rule"], a[1]["message"]))
    shown = everything
    if args.sample is not None and args.sample < len(everything):
        picked = random.Random(args.seed).sample(range(len(everything)), args.sample)
        shown = [everything[i] for i in sorted(picked)]

    for number, (app, f) in enumerate(shown, 1):
        print(f"[{number}/{len(shown)}] {where(app, f)}:{f['column']}: {f['severity']}: [{f['rule']}] {f['message']}")
        lines = sources.lines(app, f["file"])
        first, last = max(1, f["line"] - CONTEXT), min(len(lines), f["line"] + CONTEXT)
        for n in range(first, last + 1):
            print(f"  {'>' if n == f['line'] else ' '} {n:5} | {lines[n - 1]}")
        print()

    for app in apps:
        for problem in results[app][3]:
            print(f"problem: {app.replace('+', '/')}/{problem}")
    counts = collections.Counter((f["rule"], app) for app, f in everything)
    rules = sorted({rule for rule, _ in counts})
    short = {app: app.split("+")[-1][:11] for app in apps}
    width = max([len(r) for r in rules] + [5])
    col = max(len(s) for s in short.values())
    print(f"{len(everything)} findings" + (f", {len(shown)} shown (seed {args.seed})" if shown is not everything else ""))
    print(" " * width + "".join(f" {short[a]:>{col}}" for a in apps) + f" {'total':>6}")
    for rule in rules:
        print(f"{rule:{width}}" + "".join(f" {counts[(rule, a)] or '.':>{col}}" for a in apps)
              + f" {sum(counts[(rule, a)] for a in apps):>6}")
    print(f"{'total':{width}}" + "".join(f" {sum(1 for x, _ in everything if x == a):>{col}}" for a in apps)
          + f" {len(everything):>6}")
    times = "  ".join(f"{short[a]} {results[a][1]:.1f}s" for a in apps)
    print(f"time: {times}", file=sys.stderr)
    return 2 if failed else 0


# ----------------------------------------------------------------------------------------------- history

def cmd_history(args):
    """The fix-history corpus has its own script; this keeps the whole accuracy workflow behind one command."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fix_history.py")
    return subprocess.run([sys.executable, script, *args.arguments]).returncode


# ----------------------------------------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)

    p = commands.add_parser("extract", help="write the apps' .swift/.plist files into OUT")
    p.add_argument("mirror_root", help="folder holding OWNER+NAME/repo bare mirrors")
    p.add_argument("out")
    p.add_argument("--apps-tsv", default=DEFAULT_TSV, help="default: Benchmarks/oss-apps.tsv")
    p.set_defaults(run=cmd_extract)

    p = commands.add_parser("compare", help="lint with two binaries and show what changed")
    p.add_argument("out")
    p.add_argument("--base", required=True)
    p.add_argument("--candidate", required=True)
    p.add_argument("--rules", help="comma-separated rule ids to compare (default: all)")
    p.add_argument("--json", help="also write the comparison as JSON to this file")
    p.set_defaults(run=cmd_compare)

    p = commands.add_parser("list", help="print findings with source context for review")
    p.add_argument("out")
    p.add_argument("--bin", required=True)
    p.add_argument("--rule")
    p.add_argument("--sample", type=int, help="show a random sample of this many findings")
    p.add_argument("--seed", type=int, default=0, help="seed of the sample (default 0)")
    p.set_defaults(run=cmd_list)

    p = commands.add_parser("history", help="recall on the fix-history corpus (fix_history.py extract|score ...)",
                            add_help=False)
    p.add_argument("arguments", nargs=argparse.REMAINDER)
    p.set_defaults(run=cmd_history)

    for name in ("compare", "list"):
        sub = commands.choices[name]
        sub.add_argument("--apps", type=lambda s: s.split(","), help="comma-separated OWNER+NAME folders only")
        sub.add_argument("--jobs", type=int, default=2, help="apps linted at once (default 2)")

    args = parser.parse_args()
    sys.exit(args.run(args))


if __name__ == "__main__":
    main()
