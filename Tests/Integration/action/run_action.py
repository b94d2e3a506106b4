#!/usr/bin/env python3
"""Runs action.yml's composite steps here as a GitHub runner would, for the CI check of the Action.

There is no GitHub runner on CI machines, so this does the runner's part for a composite action: it
substitutes `${{ inputs.* }}`, `${{ github.action_path }}` and `${{ steps.*.outputs.* }}`, sets each
step's `env` and `working-directory`, runs `run` with `bash -e {0}` semantics, and collects
`$GITHUB_OUTPUT`. Usage: run_action.py ACTION_DIR WORKDIR [name=value ...]; prints the outputs as JSON
and exits with the failing step's status.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml


def main():
    action_dir, workdir, *pairs = sys.argv[1:]
    with open(os.path.join(action_dir, "action.yml")) as handle:
        action = yaml.safe_load(handle)
    assert action["runs"]["using"] == "composite", "bridgelint's action is a composite action"
    inputs = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if name not in inputs:
            raise SystemExit(f"action.yml has no input '{name}'")
        inputs[name] = value
    outputs = {}

    def expand(text):
        def value(match):
            expression = match.group(1).strip()
            if expression.startswith("inputs."):
                return inputs[expression[len("inputs."):]]
            if expression == "github.action_path":
                return action_dir
            step = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
            if step:
                return outputs.get(step.group(1), {}).get(step.group(2), "")
            raise SystemExit(f"unsupported expression: {expression}")
        return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))

    for step in action["runs"]["steps"]:
        assert step.get("shell") == "bash", f"step {step.get('name')} needs shell: bash"
        with tempfile.NamedTemporaryFile("w+", suffix=".out") as output_file:
            environment = dict(os.environ, GITHUB_OUTPUT=output_file.name)
            environment.update({key: expand(value) for key, value in step.get("env", {}).items()})
            directory = os.path.join(workdir, expand(step.get("working-directory", ".")))
            result = subprocess.run(["bash", "-e", "-c", expand(step["run"])], cwd=directory, env=environment)
            output_file.seek(0)
            written = dict(line.split("=", 1) for line in output_file.read().splitlines() if "=" in line)
            outputs[step.get("id", "")] = written
        if result.returncode != 0:
            print(json.dumps({"failed_step": step.get("name"), "outputs": outputs}))
            sys.exit(result.returncode)
    print(json.dumps({"outputs": {name: expand(spec["value"]) for name, spec in action.get("outputs", {}).items()}}))


if __name__ == "__main__":
    main()
