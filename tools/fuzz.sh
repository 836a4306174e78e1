#!/usr/bin/env bash
# Runs every fuzz target of the module (make fuzz): FUZZTIME each, with
# FUZZPARALLEL workers. A target fails when it finds an input that fails,
# or fails in any other way, except for one thing: Go 1.26's fuzzing
# coordinator can report "context deadline exceeded" as a failure when
# -fuzztime runs out while a worker is busy (go.dev/issue/75804, fixed in
# Go 1.27), with no input written. Such a run is tried once more, and a
# second such run is only reported, not failed.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
TAGS=${TAGS:-}
FUZZTIME=${FUZZTIME:-15s}
FUZZPARALLEL=${FUZZPARALLEL:-2}
log=$(mktemp "${TMPDIR:-/tmp}/scraebbkle-fuzz.XXXXXX")
trap 'rm -f "$log"' EXIT

# fuzz PKG TARGET runs one target; its output goes to the terminal and log.
fuzz() {
  $GO test $TAGS -run '^$' -fuzz "^$2\$" -fuzztime "$FUZZTIME" -parallel "$FUZZPARALLEL" "$1" 2>&1 | tee "$log"
  return "${PIPESTATUS[0]}"
}

# deadlineOnly reports whether the failure in the log is the coordinator's
# deadline alone: no input written, no panic, no test's own failure.
deadlineOnly() {
  grep -q 'context deadline exceeded' "$log" &&
    ! grep -qE 'Failing input written|^panic|_test\.go:[0-9]+:' "$log"
}

for pkg in $($GO list ./...); do
  for target in $($GO test $TAGS -list '^Fuzz' "$pkg" | grep '^Fuzz'); do
    echo "fuzz $pkg $target"
    fuzz "$pkg" "$target" && continue
    deadlineOnly || exit 1
    echo "fuzz: $target: the fuzzing coordinator's deadline (go.dev/issue/75804); once more"
    fuzz "$pkg" "$target" && continue
    deadlineOnly || exit 1
    echo "fuzz: $target: the coordinator's deadline again, with no input found: passed over"
  done
done
