#!/usr/bin/env bash
# Whole-game time (make gametime): how long the terminal takes to play a
# whole game of classic Scrabble between two Normal computers, from the
# process's start to its exit.
#
# Each run starts the program afresh with the answers of the set-up on
# standard input (the default board, two players, both computers, a
# closed game), lets it play the game out, and times it from the start to
# the exit with the output thrown away. The first run, not counted, brings
# the binary into the page cache. It prints every counted run and the
# median, and fails when the median is over the budget or when a game did
# not end.
#
# Settings from the environment:
#   GAMETIME_RUNS       runs to time (default 11)
#   GAMETIME_BUDGET_MS  the budget for the median (default 300)
#   GAMETIME_BIN        the binary to time (default: go build it, as make build does)
#   GAMETIME_RULES      the game to play (default classic)
set -euo pipefail

cd "$(dirname "$0")/.."
GO=${GO:-go}
runs=${GAMETIME_RUNS:-11}
budget=${GAMETIME_BUDGET_MS:-300}
bin=${GAMETIME_BIN:-}
game=${GAMETIME_RULES:-classic}

work=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-gametime.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() {
  echo "gametime: FAILED: $*" >&2
  exit 1
}

if [ -z "$bin" ]; then
  echo "gametime: building"
  "$GO" build -tags migrated_fynedo -o "$work/scraebbkle" . || fail "go build failed"
  bin=$work/scraebbkle
fi
[ -x "$bin" ] || fail "$bin is not an executable"

# The set-up's answers: default board, two players, both computers, closed.
answers=$'d\n2\nc\nc\nc\n'

# play runs one game and prints its wall time in milliseconds.
play() {
  local start end
  start=$(date +%s%N)
  printf '%s' "$answers" | "$bin" -console -rules "$game" >"$work/out" 2>&1 ||
    fail "the game exited with an error: $(tail -n 3 "$work/out")"
  end=$(date +%s%N)
  grep -q 'Game Over!' "$work/out" || fail "the game did not end: $(tail -n 3 "$work/out")"
  echo $(((end - start) / 1000000))
}

play >/dev/null
times=()
for i in $(seq "$runs"); do
  t=$(play)
  times+=("$t")
  echo "gametime: run $i: $t ms"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
echo "gametime: a whole game of $game between two Normal computers, process start to exit: median $median ms (budget $budget ms, $(nproc) cores)"
[ "$median" -le "$budget" ] || fail "median $median ms is over the budget of $budget ms"
