# Shared by CI's fast lane (.ci/run) and the slow lane (Scripts/slow-checks); sourced, never run.

# Swift may be installed outside PATH (the Swift images put it under /opt/swift).
add_swift_to_path() {
    if ! command -v swift >/dev/null 2>&1; then
        for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
            if [ -x "$candidate/swift" ]; then PATH="$candidate:$PATH"; fi
        done
    fi
}

# step NAME: starts a timed step (and ends the one before); print_step_times lists them.
lane_step_names=()
lane_step_seconds=()
lane_step_started=0
lane_started=$(date +%s)
_end_step() {
    if [ "${#lane_step_names[@]}" -gt "${#lane_step_seconds[@]}" ]; then
        lane_step_seconds+=($(( $(date +%s) - lane_step_started )))
    fi
}
step() {
    _end_step
    lane_step_names+=("$1")
    lane_step_started=$(date +%s)
    echo "== $1"
}
print_step_times() {
    _end_step
    echo "== time per step"
    local index
    for index in "${!lane_step_names[@]}"; do
        printf '%6ss  %s\n' "${lane_step_seconds[$index]}" "${lane_step_names[$index]}"
    done
    printf '%6ss  in all\n' "$(( $(date +%s) - lane_started ))"
}

# make_venv FOLDER REQUIREMENTS: a virtual environment with the pinned client packages.
make_venv() {
    python3 -m venv "$1"
    "$1/bin/pip" install --quiet --disable-pip-version-check -r "$2"
}

# wait_for_venv JOB LOG: waits for a make_venv started in the background; its log is shown if it failed.
wait_for_venv() {
    if ! wait "$1"; then
        cat "$2" >&2
        echo "error: could not install the client packages (log above)" >&2
        return 1
    fi
}

# Builds the debug binaries and tests; bridgelint's own code must build without warnings (dependencies'
# warnings are theirs).
build_warning_free() {
    local log
    log=$(mktemp)
    swift build --build-tests 2>&1 | tee "$log"
    if grep -E "^$(pwd)/(Sources|Tests)/.*: warning:" "$log"; then
        echo "error: the build has warnings in bridgelint's own code" >&2
        return 1
    fi
}

# Root reads files without read permission, so that test runs as an ordinary user where one can reach the build.
run_permission_test_as_nobody() {
    local bundle log
    bundle="$(swift build --show-bin-path)/bridgelintPackageTests.xctest"
    if [ "$(id -u)" -ne 0 ]; then
        echo "not root: swift test ran the permission test already"
    elif command -v runuser >/dev/null 2>&1 && runuser -u nobody -- test -x "$bundle"; then
        log=$(mktemp)
        runuser -u nobody -- "$bundle" --testing-library swift-testing --filter "RobustnessTests/unreadableFile" 2>&1 | tee "$log"
        grep -q "Test run with 1 test.* passed" "$log"
    else
        echo "skipped: user nobody cannot run $bundle"
    fi
}
