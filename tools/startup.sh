#!/usr/bin/env bash
# Start-up time (make startup): how long ScraeBBKle takes from being started
# to a window that answers the mouse, under its own Xvfb.
#
# Each run starts the app with a fresh HOME and times, from the moment it is
# started:
#   mapped       the window is on screen (xdotool sees it, polled every 10 ms)
#   dialog       the New Game dialog is drawn in it
#   interactive  a click on Player 1's "Computer" button, sent as soon as the
#                dialog is drawn, has visibly selected that button
# then stops the app. The runs share a fresh HOME, as one user's launches
# do: the first, not counted, fills its caches (the index of the system's
# fonts takes about 0.4 s to build), and every run starts from the same
# preferences. It prints the first run, every counted run and the medians,
# and fails when the median interactive time is over the budget. Each probe
# of the window's pixels takes about 30 ms, so the dialog and interactive
# times are upper bounds by about that much.
#
# It needs Xvfb, xdotool and ImageMagick (tools/deps.sh installs them).
# Settings from the environment:
#   STARTUP_RUNS       runs to time (default 10)
#   STARTUP_BUDGET_MS  the budget for the median interactive time (default 1000)
#   STARTUP_BIN        the binary to time (default: go build it, as make build does)
set -euo pipefail

cd "$(dirname "$0")/.."
GO=${GO:-go}
runs=${STARTUP_RUNS:-10}
budget=${STARTUP_BUDGET_MS:-1000}
bin=${STARTUP_BIN:-}

# Where the New Game dialog's radio buttons are in a 1180x820 window at
# FYNE_SCALE=1, as in tools/e2e.sh; the window opens at that size, as the
# preferences of each run remember it.
win_w=1180 win_h=820
p1_human=(657 440) p1_computer=(764 440)
p2_human=(657 479)

work=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-startup.XXXXXX")
xvfb_pid="" app_pid=""

fail() {
  echo "startup: FAILED: $*" >&2
  exit 1
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
  fi
  if [ "$status" -ne 0 ] && [ -s "$work/app.log" ]; then
    echo "startup: the app's last log:" >&2
    tail -n 20 "$work/app.log" | sed 's/^/  | /' >&2
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for tool in Xvfb xdotool import; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is not installed (make deps installs it)"
done

if [ -z "$bin" ]; then
  echo "startup: building"
  "$GO" build -tags migrated_fynedo -o "$work/scraebbkle" . || fail "go build failed"
  bin=$work/scraebbkle
fi
[ -x "$bin" ] || fail "$bin is not an executable"

# Xvfb on the first free display from :98 down (tools/e2e.sh starts from :99).
. tools/xvfb.sh
start_xvfb 98 "$work/xvfb.log"

# now is the time in microseconds.
now() {
  local t=${EPOCHREALTIME/[.,]/}
  echo "$t"
}

# probe prints the colours of Player 1's Human and Computer buttons and of
# Player 2's Human button.
probe() {
  import -window "$1" -crop 107x40+"${p1_human[0]}"+"${p1_human[1]}" +repage \
    -format "%[pixel:p{0,0}] %[pixel:p{$((p1_computer[0] - p1_human[0])),0}] %[pixel:p{0,$((p2_human[1] - p1_human[1]))}]" info: 2>/dev/null || true
}

# run times one start-up and prints "mapped dialog interactive" in ms.
run() {
  local home=$work/home t0 win="" c sel="" t_map t_dialog t_ready deadline
  mkdir -p "$home/.config/fyne/io.scraebbkle.game" "$home/.cache" "$work/xdg"
  chmod 700 "$work/xdg"
  printf '{"player1":"Human","player2":"Human","openGame":false,"boardFile":"","windowWidth":%s,"windowHeight":%s}\n' \
    "$win_w" "$win_h" >"$home/.config/fyne/io.scraebbkle.game/preferences.json"

  t0=$(now)
  deadline=$((t0 + 10000000))
  env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" \
    XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$work/xdg" \
    FYNE_SCALE=1 "$bin" -seed 1 </dev/null >"$work/app.log" 2>&1 &
  app_pid=$!

  while [ -z "$win" ]; do
    win=$(xdotool search --onlyvisible --name '^ScraeBBKle$' 2>/dev/null | head -n 1 || true)
    [ -n "$win" ] && break
    kill -0 "$app_pid" 2>/dev/null || fail "the app exited early"
    [ "$(now)" -lt "$deadline" ] || fail "no window in 10 s"
    sleep 0.01
  done
  t_map=$(now)
  local size
  size=$(xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p')
  [ "$size" = "${win_w}x${win_h}" ] || fail "the window is $size, not ${win_w}x${win_h}"

  # The dialog is drawn when both players' Human buttons look chosen and
  # Player 1's Computer button does not.
  while :; do
    read -r -a c <<<"$(probe "$win")"
    if [ "${#c[@]}" = 3 ] && [ "${c[0]}" = "${c[2]}" ] && [ "${c[0]}" != "${c[1]}" ]; then
      sel=${c[0]}
      break
    fi
    [ "$(now)" -lt "$deadline" ] || fail "no New Game dialog in 10 s"
  done
  t_dialog=$(now)

  xdotool mousemove --window "$win" "${p1_computer[@]}" click 1
  while :; do
    read -r -a c <<<"$(probe "$win")"
    [ "${#c[@]}" = 3 ] && [ "${c[1]}" = "$sel" ] && break
    [ "$(now)" -lt "$deadline" ] || fail "the click on Computer was not answered in 10 s"
  done
  t_ready=$(now)

  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
  echo "$(((t_map - t0) / 1000)) $(((t_dialog - t0) / 1000)) $(((t_ready - t0) / 1000))"
}

# median prints the median of the numbers on standard input.
median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

echo "startup: $bin on $DISPLAY"
printf '%5s %8s %8s %12s\n' run mapped dialog interactive
# run runs in a subshell, where fail ends only that: the script stops too.
t=$(run) || exit 1
read -r m d r <<<"$t"
printf '%5s %6d ms %6d ms %9d ms  (caches filled, not counted)\n' first "$m" "$d" "$r"
: >"$work/times"
for i in $(seq "$runs"); do
  t=$(run) || exit 1
  read -r m d r <<<"$t"
  echo "$m $d $r" >>"$work/times"
  printf '%5d %6d ms %6d ms %9d ms\n' "$i" "$m" "$d" "$r"
done
med_m=$(cut -d' ' -f1 "$work/times" | median)
med_d=$(cut -d' ' -f2 "$work/times" | median)
med_r=$(cut -d' ' -f3 "$work/times" | median)
printf '%5s %6d ms %6d ms %9d ms\n' median "$med_m" "$med_d" "$med_r"
echo "startup: median over $runs runs: window mapped in $med_m ms, New Game dialog drawn in $med_d ms, a click answered in $med_r ms"
[ "$med_r" -le "$budget" ] || fail "the window answered a click in $med_r ms, over the budget of $budget ms"
echo "startup: within the budget of $budget ms"
