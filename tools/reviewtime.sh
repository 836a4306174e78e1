#!/usr/bin/env bash
# Review time (make reviewtime): how long the terminal takes to review a
# whole game of classic Scrabble between two players, from the process's
# start to its exit, by equity alone and with the look-ahead.
#
# It plays a seeded game between two Normal computers in the terminal,
# writing its record in GCG, then reviews the record: REVIEWTIME_RUNS times
# by equity alone (-budget 0), the first run, not counted, bringing the
# binary into the page cache, and once with the look-ahead at its default
# budget. It prints every counted run, the median by equity and the time
# with the look-ahead, and fails when either is over its budget.
#
# Settings from the environment:
#   REVIEWTIME_RUNS          runs by equity to time (default 11)
#   REVIEWTIME_BUDGET_MS     the budget for their median (default 500)
#   REVIEWTIME_DEEP_BUDGET_S the budget of the review with the look-ahead
#                            (default 30)
#   REVIEWTIME_SEED          the game's seed (default 1)
set -euo pipefail

cd "$(dirname "$0")/.."
GO=${GO:-go}
runs=${REVIEWTIME_RUNS:-11}
budget=${REVIEWTIME_BUDGET_MS:-500}
deep_budget=${REVIEWTIME_DEEP_BUDGET_S:-30}
seed=${REVIEWTIME_SEED:-1}

work=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-reviewtime.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() {
  echo "reviewtime: FAILED: $*" >&2
  exit 1
}

echo "reviewtime: building"
"$GO" build -tags migrated_fynedo -o "$work/scraebbkle" . || fail "go build failed"
bin=$work/scraebbkle
record=$work/game.gcg
printf 'd\n2\nc\nc\nc\n' | "$bin" -console -rules classic -seed "$seed" -gcg "$record" >"$work/out" 2>&1 ||
  fail "the game exited with an error: $(tail -n 3 "$work/out")"
turns=$(grep -c '^>Player_[0-9]*: [A-Z?]* [0-9A-Z-]' "$record" || true)

# review times one review of the record with the flags given, in
# milliseconds.
review() {
  local start end
  start=$(date +%s%N)
  "$bin" -review "$@" "$record" >"$work/report" 2>"$work/err" || fail "the review failed: $(tail -n 3 "$work/err")"
  end=$(date +%s%N)
  grep -q '^Player 2: ' "$work/report" || fail "the review has no summary: $(tail -n 3 "$work/report")"
  echo $(((end - start) / 1000000))
}

review -budget 0 >/dev/null
times=()
for i in $(seq "$runs"); do
  t=$(review -budget 0)
  times+=("$t")
  echo "reviewtime: by equity, run $i: $t ms"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
deep=$(review)
echo "reviewtime: a classic game of $turns turns, process start to exit: by equity, median $median ms (budget $budget ms); with the look-ahead, $deep ms (budget ${deep_budget} s); $(nproc) cores"
[ "$median" -le "$budget" ] || fail "median $median ms is over the budget of $budget ms"
[ "$deep" -le $((deep_budget * 1000)) ] || fail "the review with the look-ahead took $deep ms, over ${deep_budget} s"
