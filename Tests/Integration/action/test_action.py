"""action.yml, run step by step as a GitHub runner would (see run_action.py), on a folder with a bug."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
RUNNER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "run_action.py")


def run_action(workdir, *inputs):
    return subprocess.run([sys.executable, RUNNER, ROOT, str(workdir), *inputs], capture_output=True, text=True)


def test_annotations_and_sarif_for_a_bug(tmp_path):
    (tmp_path / "Cart.swift").write_text("@Observable\nfinal class Cart {\n    @Published var count = 0\n}\n")
    result = run_action(tmp_path, f"bridgelint={os.environ['BRIDGELINT']}", "paths=Cart.swift")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "::error file=Cart.swift,line=3," in result.stdout
    sarif = json.loads((tmp_path / "bridgelint.sarif").read_text())
    results = sarif["runs"][0]["results"]
    assert [r["ruleId"] for r in results] == ["published-in-observable"]
    outputs = json.loads(result.stdout.strip().splitlines()[-1])
    assert outputs["outputs"]["lint"]["sarif-file"] == "bridgelint.sarif"


def test_clean_code_passes_and_arguments_reach_bridgelint(tmp_path):
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "Cart.swift").write_text("@Observable\nfinal class Cart {\n    var count = 0\n}\n")
    (tmp_path / "reports").mkdir()
    refused = run_action(tmp_path, f"bridgelint={os.environ['BRIDGELINT']}", "paths=Sources", "args=--ios seventeen")
    assert refused.returncode == 2, "extra arguments reach bridgelint, which refuses a bad version"
    result = run_action(tmp_path, f"bridgelint={os.environ['BRIDGELINT']}", "paths=Sources", "args=--strict --ios 17",
                        "sarif-file=reports/out.sarif")
    assert result.returncode == 0, result.stdout + result.stderr
    assert json.loads((tmp_path / "reports" / "out.sarif").read_text())["runs"][0]["results"] == []
    assert json.loads(result.stdout.strip().splitlines()[-1])["outputs"]["sarif-file"] == "reports/out.sarif"
