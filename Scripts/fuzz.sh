#!/usr/bin/env bash
# Long fuzz run: mutates the rule examples and the bundled example app and checks that bridgelint never
# crashes, keeps findings and fixes in bounds, and never has to reject a fix for making a file parse worse.
#
#   Scripts/fuzz.sh [MINUTES=60] [OUT=.fuzz]
#
# Runs in one-minute rounds with a new seed each; a crash leaves its input as OUT/crash-SEED.swift.
# Property violations are kept as OUT/violation-*.swift with the reason beside them.
set -uo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-60}
out=${2:-.fuzz}
mkdir -p "$out"
swift build -c release --product bridgelint-fuzz >/dev/null || exit 1
binary=$(swift build -c release --show-bin-path)/bridgelint-fuzz
files=$(find Examples -name '*.swift')
end=$(( $(date +%s) + minutes * 60 ))
rounds=0; crashes=0
while [ "$(date +%s)" -lt "$end" ]; do
    seed=$(( (RANDOM << 16) ^ RANDOM ^ rounds ))
    "$binary" 60 "$seed" "$out" $files
    status=$?
    if [ $status -gt 1 ]; then
        crashes=$((crashes + 1))
        mv "$out/current.swift" "$out/crash-$seed.swift" 2>/dev/null
        echo "crash (status $status) with seed $seed: input kept as $out/crash-$seed.swift"
    fi
    rounds=$((rounds + 1))
done
violations=$(ls "$out"/violation-*.txt 2>/dev/null | wc -l)
echo "fuzzed for $minutes minutes: $rounds rounds, $crashes crashes, $violations property violations (in $out)"
[ $crashes -eq 0 ] && [ "$violations" -eq 0 ]
