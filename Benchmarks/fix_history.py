#!/usr/bin/env python3
"""fix-history: score bridgelint on bridge bugs that real app teams fixed (recall ground truth).

Each row of Benchmarks/fix-history.tsv is one fix site found in an app's git history:

    repo  fix_commit  parent_commit  before_file  before_line  after_file  after_line  rule  users_saw  justification

`before_file:before_line` is the defect at the parent commit (where a linter should report),
`after_file:after_line` the fixed code in the fix commit. `rule` is a catalog rule id, or `new:CLASS` for a
defect no rule names yet (counted apart, never linted for).

    Benchmarks/fix_history.py extract MIRROR_ROOT OUT [--rows TSV]
        Write the .swift and Info.plist files of each app at every parent and fix commit the rows name into
        OUT/OWNER+NAME/<commit>/ (each distinct commit once; an existing complete copy is kept).
        MIRROR_ROOT holds the bare mirrors the fetch tool produces: MIRROR_ROOT/OWNER+NAME/repo (a bare git
        directory directly under OWNER+NAME, or one found a few levels below it, is accepted too).
    Benchmarks/fix_history.py score OUT --bin PATH/TO/bridgelint [--rows TSV] [--json FILE] [--reuse]
        Lint each needed tree once (`lint DIR --format json --no-cache`, plus `--latent` when the build has it,
        so latent findings count as found), one run at a time. A row is FOUND before the fix when the parent
        tree has a finding of its rule in before_file within 8 lines of before_line, and CLEARED after when
        the fix tree has no finding of its rule in after_file within 8 lines of after_line. Prints a table per
        rule, the totals, each missed row and each row not cleared, and the `new:` classes with their counts.
        --reuse keeps each tree's findings next to it (OUT/OWNER+NAME/<commit>.findings.json, keyed by the
        binary's checksum) and reads them back on the next run with the same binary.

Exit status: 0 normally (misses are results, not errors); 2 on broken input (a bad row, a missing mirror or
tree, a file a row names that is not in its tree) or a lint run that failed, with a message saying which.
Python 3.11 standard library only; output is deterministic (rows in file order, rules sorted).
"""
import argparse
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

import oss_check  # the sibling script: one way to run a lint and read its findings

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TSV = os.path.join(HERE, "fix-history.tsv")
COLUMNS = ["repo", "fix_commit", "parent_commit", "before_file", "before_line", "after_file", "after_line",
           "rule", "users_saw", "justification"]
WINDOW = 8
DONE_MARK = ".extracted"
SHA = re.compile(r"^[0-9a-f]{40}$")
RULE_ID = re.compile(r"^(new:[A-Za-z0-9][A-Za-z0-9._-]*|[a-z0-9]+(-[a-z0-9]+)*)$")


class Broken(Exception):
    """Broken input: reported with its message and exit status 2."""


# ----------------------------------------------------------------------------------------------- rows

def read_rows(tsv):
    if not os.path.isfile(tsv):
        raise Broken(f"no rows file: {tsv}")
    rows = []
    with open(tsv, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n").rstrip("\r")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if cols[0] == "repo":
                if cols[:len(COLUMNS)] != COLUMNS:
                    raise Broken(f"{tsv}:{number}: header must be: " + "\\t".join(COLUMNS))
                continue
            where = f"{tsv}:{number}"
            if len(cols) != len(COLUMNS):
                raise Broken(f"{where}: expected {len(COLUMNS)} tab-separated columns, found {len(cols)}")
            row = dict(zip(COLUMNS, cols))
            if not re.match(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", row["repo"]):
                raise Broken(f"{where}: repo must be OWNER/NAME, got {row['repo']!r}")
            for key in ("fix_commit", "parent_commit"):
                if not SHA.match(row[key]):
                    raise Broken(f"{where}: {key} must be a full 40-digit commit id, got {row[key]!r}")
            for key in ("before_line", "after_line"):
                if not row[key].isdigit() or int(row[key]) < 1:
                    raise Broken(f"{where}: {key} must be a positive line number, got {row[key]!r}")
                row[key] = int(row[key])
            for key in ("before_file", "after_file"):
                path = row[key]
                if not path or path.startswith("/") or any(p in ("", ".", "..") for p in path.split("/")):
                    raise Broken(f"{where}: {key} must be a path inside the repository, got {path!r}")
            if not RULE_ID.match(row["rule"]):
                raise Broken(f"{where}: rule must be a catalog id or new:CLASS, got {row['rule']!r}")
            if not row["users_saw"].strip() or not row["justification"].strip():
                raise Broken(f"{where}: users_saw and justification must not be empty")
            row["where"] = where
            rows.append(row)
    if not rows:
        raise Broken(f"{tsv}: no rows")
    return rows


def folder_name(repo):
    return repo.replace("/", "+")


def is_new(row):
    return row["rule"].startswith("new:")


def tree_dir(out, repo, commit):
    return os.path.join(out, folder_name(repo), commit)


# -------------------------------------------------------------------------------------------- extract

def is_git_dir(path):
    return (os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))
            and os.path.isdir(os.path.join(path, "refs")))


def find_git_dir(mirror_root, repo):
    """The bare git directory of a repo under MIRROR_ROOT: OWNER+NAME/repo (the fetch tool's layout),
    OWNER+NAME itself, OWNER+NAME/.git, or the first git directory found (sorted) up to 3 levels below."""
    base = os.path.join(mirror_root, folder_name(repo))
    for candidate in (os.path.join(base, "repo"), base, os.path.join(base, ".git")):
        if os.path.isdir(candidate) and is_git_dir(candidate):
            return candidate
    if os.path.isdir(base):
        for depth_root, dirs, _ in sorted(os.walk(base)):
            if depth_root[len(base):].count(os.sep) >= 3:
                dirs[:] = []
                continue
            dirs.sort()
            if is_git_dir(depth_root):
                return depth_root
    return None


def wanted(name):
    return name.endswith(".swift") or os.path.basename(name).endswith("Info.plist")


def extract_tree(git_dir, commit, dest):
    """Writes the regular .swift / Info.plist files of commit into dest (replacing an incomplete copy).
    Returns the number of files."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "--full-tree", commit],
                             capture_output=True)
    if listing.returncode != 0:
        raise Broken(f"{git_dir}: cannot list commit {commit}: "
                     f"{listing.stderr.decode('utf-8', 'replace').strip()}")
    entries = []
    for record in listing.stdout.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind != b"blob" or mode not in (b"100644", b"100755"):
            continue
        name = path.decode("utf-8", "surrogateescape")
        if not wanted(name) or any(p in ("", ".", "..") for p in name.split("/")):
            continue
        entries.append((sha, name))
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    proc = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    made = set()
    try:
        # One object at a time keeps the pipe from filling up in either direction.
        for sha, name in entries:
            proc.stdin.write(sha + b"\n")
            proc.stdin.flush()
            header = proc.stdout.readline().split()
            if len(header) != 3:
                raise Broken(f"{git_dir}: git cat-file gave {header!r} for {name} at {commit}")
            data = proc.stdout.read(int(header[2]))
            proc.stdout.read(1)
            target = os.path.join(dest, name)
            parent = os.path.dirname(target)
            if parent not in made:
                os.makedirs(parent, exist_ok=True)
                made.add(parent)
            with open(target, "wb") as f:
                f.write(data)
    finally:
        proc.stdin.close()
        proc.wait()
    with open(os.path.join(dest, DONE_MARK), "w", encoding="utf-8") as f:
        f.write(f"{commit}\n{len(entries)} files\n")
    return len(entries)


def commits_needed(rows):
    """Distinct (repo, commit) pairs, in row order."""
    seen = {}
    for row in rows:
        for key in ("parent_commit", "fix_commit"):
            seen.setdefault((row["repo"], row[key]), None)
    return list(seen)


def cmd_extract(args):
    rows = read_rows(args.rows)
    os.makedirs(args.out, exist_ok=True)
    git_dirs = {}
    for repo in sorted({r["repo"] for r in rows}):
        git_dir = find_git_dir(args.mirror_root, repo)
        if git_dir is None:
            raise Broken(f"{repo}: no git mirror under {os.path.join(args.mirror_root, folder_name(repo))} "
                         f"(fetch it first: the fetch tool with source github:{repo})")
        git_dirs[repo] = git_dir
    extracted = kept = 0
    for repo, commit in commits_needed(rows):
        dest = tree_dir(args.out, repo, commit)
        if os.path.isfile(os.path.join(dest, DONE_MARK)):
            kept += 1
            continue
        start = time.monotonic()
        files = extract_tree(git_dirs[repo], commit, dest)
        extracted += 1
        print(f"{repo:40} {commit[:12]}  {files:6} files  {time.monotonic() - start:5.1f}s")
    # A row naming a file its commit does not have is a broken row: say so now rather than score it.
    for row in rows:
        for commit_key, file_key in (("parent_commit", "before_file"), ("fix_commit", "after_file")):
            path = os.path.join(tree_dir(args.out, row["repo"], row[commit_key]), row[file_key])
            if not os.path.isfile(path):
                raise Broken(f"{row['where']}: {row[file_key]} is not in {row['repo']} at {row[commit_key][:12]}")
    print(f"{len(rows)} rows, {extracted} trees extracted, {kept} already there -> {args.out}")
    return 0


# ----------------------------------------------------------------------------------------------- lint

def latent_flag(binary):
    help_text = subprocess.run([binary, "lint", "--help"], capture_output=True, text=True)
    return ["--latent"] if "--latent" in (help_text.stdout + help_text.stderr) else []


def binary_checksum(binary):
    digest = hashlib.sha256()
    with open(binary, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def run_lint(binary, flags, tree):
    """Returns [{rule, file, line, latent}] for one tree, linted as oss_check.py lints an app; raises Broken when
    the run failed."""
    try:
        raw, _, seconds = oss_check.run_lint(binary, os.path.abspath(tree), flags)
    except oss_check.LintError as error:
        raise Broken(f"lint of {tree} failed: {error}")
    findings = [{"rule": f["rule"], "file": f["file"], "line": f["line"], "latent": f["latent"]} for f in raw]
    findings.sort(key=lambda x: (x["file"], x["line"], x["rule"], x["latent"]))
    return findings, seconds


def near(findings, rule, path, line):
    """Findings of rule in path within WINDOW lines of line."""
    return [f for f in findings if f["rule"] == rule and f["file"] == path and abs(f["line"] - line) <= WINDOW]


def cmd_score(args):
    rows = read_rows(args.rows)
    binary = os.path.abspath(args.bin)
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        raise Broken(f"not an executable: {args.bin}")
    scored = [r for r in rows if not is_new(r)]
    trees = []
    for row in scored:
        for commit_key, file_key in (("parent_commit", "before_file"), ("fix_commit", "after_file")):
            tree = tree_dir(args.out, row["repo"], row[commit_key])
            if not os.path.isfile(os.path.join(tree, DONE_MARK)):
                raise Broken(f"{row['where']}: no extracted tree {tree} (run: fix_history.py extract MIRROR_ROOT "
                             f"{args.out})")
            if not os.path.isfile(os.path.join(tree, row[file_key])):
                raise Broken(f"{row['where']}: {row[file_key]} is not in the tree {tree}")
            if tree not in trees:
                trees.append(tree)
    flags = latent_flag(binary)
    checksum = binary_checksum(binary) if args.reuse else None
    findings = {}
    for i, tree in enumerate(trees, 1):
        cache = tree.rstrip("/") + ".findings.json"
        if args.reuse and os.path.isfile(cache):
            with open(cache, encoding="utf-8") as f:
                saved = json.load(f)
            if saved.get("binary") == checksum and saved.get("flags") == flags:
                findings[tree] = saved["findings"]
                print(f"[{i}/{len(trees)}] {os.path.relpath(tree, args.out)}: reused "
                      f"{len(saved['findings'])} findings", file=sys.stderr)
                continue
        found, seconds = run_lint(binary, flags, tree)
        findings[tree] = found
        print(f"[{i}/{len(trees)}] {os.path.relpath(tree, args.out)}: {len(found)} findings, {seconds:.0f}s",
              file=sys.stderr)
        if args.reuse:
            with open(cache, "w", encoding="utf-8") as f:
                json.dump({"binary": checksum, "flags": flags, "findings": found}, f, indent=1, sort_keys=True)

    results = []
    for row in scored:
        before = near(findings[tree_dir(args.out, row["repo"], row["parent_commit"])], row["rule"],
                      row["before_file"], row["before_line"])
        after = near(findings[tree_dir(args.out, row["repo"], row["fix_commit"])], row["rule"],
                     row["after_file"], row["after_line"])
        results.append({
            "repo": row["repo"], "fix_commit": row["fix_commit"], "parent_commit": row["parent_commit"],
            "before": f"{row['before_file']}:{row['before_line']}", "after": f"{row['after_file']}:{row['after_line']}",
            "rule": row["rule"], "users_saw": row["users_saw"],
            "found_before": bool(before),
            "found_only_latent": bool(before) and all(f["latent"] for f in before),
            "cleared_after": not after,
            "left_after_only_latent": bool(after) and all(f["latent"] for f in after),
        })

    print(f"bridgelint fix-history: {len(rows)} rows from {len({r['repo'] for r in rows})} apps; "
          f"{len(scored)} rows of {len({r['rule'] for r in scored})} catalog rules scored, "
          f"{len(rows) - len(scored)} rows of classes no rule names"
          + ("" if flags else "  (this build has no --latent: warnings only)"))
    print()
    by_rule = collections.defaultdict(list)
    for r in results:
        by_rule[r["rule"]].append(r)
    width = max([len("rule")] + [len(k) for k in by_rule])
    print(f"{'rule':{width}}  {'rows':>4}  {'found before':>12}  {'(latent)':>8}  {'cleared after':>13}")
    for rule in sorted(by_rule):
        rs = by_rule[rule]
        print(f"{rule:{width}}  {len(rs):4}  {sum(r['found_before'] for r in rs):12}  "
              f"{sum(r['found_only_latent'] for r in rs):8}  {sum(r['cleared_after'] for r in rs):13}")
    total_found = sum(r["found_before"] for r in results)
    total_cleared = sum(r["cleared_after"] for r in results)
    print(f"{'TOTAL':{width}}  {len(results):4}  {total_found:12}  {sum(r['found_only_latent'] for r in results):8}  "
          f"{total_cleared:13}")
    if results:
        print(f"recall on fixed bugs: {total_found}/{len(results)} = {100.0 * total_found / len(results):.1f}%   "
              f"cleared by the fix: {total_cleared}/{len(results)}")

    missed = [r for r in results if not r["found_before"]]
    print(f"\nmissed before the fix ({len(missed)}):")
    for r in missed:
        print(f"  {r['repo']} {r['fix_commit'][:12]} {r['before']}  {r['rule']}  -- {r['users_saw']}")
    still = [r for r in results if not r["cleared_after"]]
    print(f"\nstill reported after the fix ({len(still)}):")
    for r in still:
        tier = " (latent)" if r["left_after_only_latent"] else ""
        print(f"  {r['repo']} {r['fix_commit'][:12]} {r['after']}  {r['rule']}{tier}")

    classes = collections.Counter(r["rule"] for r in rows if is_new(r))
    print(f"\nclasses no rule names ({sum(classes.values())} rows, {len(classes)} classes):")
    for name, count in sorted(classes.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {count:3}  {name}")

    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"rows": len(rows), "scored": results, "latent_flag": bool(flags),
                       "new_classes": dict(sorted(classes.items()))}, f, indent=2, sort_keys=True)
    return 0


# ----------------------------------------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("extract", help="write the trees at every parent and fix commit")
    p.add_argument("mirror_root", help="folder holding OWNER+NAME/repo bare mirrors")
    p.add_argument("out")
    p.add_argument("--rows", default=DEFAULT_TSV, help=f"rows file (default {DEFAULT_TSV})")
    p.set_defaults(run=cmd_extract)
    p = sub.add_parser("score", help="lint the trees and score the rows")
    p.add_argument("out")
    p.add_argument("--bin", required=True, help="bridgelint binary")
    p.add_argument("--rows", default=DEFAULT_TSV, help=f"rows file (default {DEFAULT_TSV})")
    p.add_argument("--json", help="also write per-row results to this file")
    p.add_argument("--reuse", action="store_true",
                   help="keep findings per tree and reuse them for the same binary")
    p.set_defaults(run=cmd_score)
    args = parser.parse_args()
    try:
        return args.run(args)
    except Broken as error:
        print(f"fix_history: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
