#!/usr/bin/env bash
# End-to-end window test (make e2e): builds ScraeBBKle, starts it under its
# own Xvfb with a fresh HOME, drives the window with xdotool to drag a tile
# in a game between humans (it must be drawn under the pointer and land on
# the board), then to play a computer-vs-computer game to the end, saves the final board to
# docs/screenshot.png and checks that Ctrl+Q quits with status 0.
#
# It needs Xvfb, xdotool and ImageMagick (tools/deps.sh installs them) and
# reads no standard input. On failure it says why, keeps the app's log and a
# screenshot in a temporary folder and exits non-zero.
#
# Settings from the environment:
#   E2E_SHOT          where the screenshot goes (default docs/screenshot.png)
#   E2E_GAME_TIMEOUT  seconds the game may take (default 240)
#   E2E_SPEED         seconds a computer move takes (default 0.05)
#   E2E_SEED          the tile bag's seed, for a reproducible game (default 1)
#   E2E_KEEP=1        keep the temporary folder after a success too
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
GO=${GO:-go}
shot=${E2E_SHOT:-docs/screenshot.png}
game_timeout=${E2E_GAME_TIMEOUT:-240}
speed=${E2E_SPEED:-0.05}
seed=${E2E_SEED:-1}

# The window's size, and where its controls are, in window coordinates
# (pixels from its top left corner). They were measured on screenshots of
# the window at this size with FYNE_SCALE=1, at the centre of each radio
# button's dot and of each button. The dialogs are centred in the window, so
# these move only when the window's size or a dialog's layout changes; the
# script then fails, saying which step, with screenshots to measure again.
win_w=1180 win_h=820
p1_human=(657 440) p1_computer=(764 440)   # New Game: Player 1's radio buttons
p2_human=(657 479) p2_computer=(764 479)   # New Game: Player 2's radio buttons
start_button=(635 573)                     # New Game: Start
close_button=(685 675)                     # Game Over: Close (right of Review and New Game), below the summary
legend=(905 759)                           # a swatch of the legend, dimmed while a dialog is up
rest=(600 760)                             # where the pointer waits: the status line, clear of every control
rack_tile=(26 794)                         # the rack's first tile
drag_path=("40 780" "120 640" "220 540" "300 500")  # from the rack up onto the board
drop_at=(300 500)                          # where the drag ends: f11's middle is near

work=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-e2e.XXXXXX")
log=$work/app.log
xvfb_pid="" app_pid="" win="" step="starting"
t0=$SECONDS

say() { printf 'e2e [%3ds] %s\n' $((SECONDS - t0)) "$*"; }
fail() {
  echo "e2e: FAILED while $step: $*" >&2
  exit 1
}

# cleanup stops what the script started and, after a failure, keeps the
# evidence.
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$status" -ne 0 ] && [ -n "$xvfb_pid" ] && kill -0 "$xvfb_pid" 2>/dev/null; then
    import -display "${DISPLAY:-}" -window root "$work/failure.png" 2>/dev/null || true
  fi
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
  fi
  if [ "$status" -ne 0 ]; then
    if [ -s "$log" ]; then
      echo "e2e: the app's log ends with:" >&2
      tail -n 20 "$log" | sed 's/^/  | /' >&2
    fi
    rm -f "$work/scraebbkle"
    echo "e2e: the log, screenshots and preferences are kept in $work" >&2
  elif [ "${E2E_KEEP:-}" = 1 ]; then
    say "kept $work"
  else
    rm -rf "$work"
  fi
  exit "$status"
}
. tools/xvfb.sh
on_exit cleanup
need_tools Xvfb xdotool import convert compare "$GO"

step="building"
say "building"
"$GO" build -tags migrated_fynedo -o "$work/scraebbkle" . || fail "go build failed"

step="starting Xvfb"
# Xvfb on the first free display from :99 down.
start_xvfb 99 "$work/xvfb.log"
say "Xvfb is on $DISPLAY"

# A fresh HOME, so the test never touches the user's settings. Both players
# start as Human: only clicking the radio buttons makes it a computer game.
# The window opens at the size the click positions above were measured at.
home=$work/home
prefs=$home/.config/fyne/io.scraebbkle.game/preferences.json
mkdir -p "$(dirname "$prefs")" "$home/.cache" "$work/xdg"
chmod 700 "$work/xdg"
printf '{"player1":"Human","player2":"Human","openGame":false,"boardFile":"","computerSpeed":%s,"windowWidth":%s,"windowHeight":%s}\n' "$speed" "$win_w" "$win_h" >"$prefs"

step="starting the app"
(
  cd "$root"
  exec env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" \
    XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$work/xdg" \
    FYNE_SCALE=1 "$work/scraebbkle" -seed "$seed"
) </dev/null >"$log" 2>&1 &
app_pid=$!

alive() { kill -0 "$app_pid" 2>/dev/null || fail "the app exited early"; }

step="waiting for the window"
size=""
for _ in $(seq 300); do
  alive
  win=$(xdotool search --onlyvisible --name '^ScraeBBKle$' 2>/dev/null | head -n 1 || true)
  [ -n "$win" ] && size=$(xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p')
  [ "$size" = "${win_w}x${win_h}" ] && break
  sleep 0.1
done
[ -n "$win" ] || fail "no window called ScraeBBKle in 30 s"
[ "$size" = "${win_w}x${win_h}" ] || fail "the window is $size, not ${win_w}x${win_h}: the click positions in $0 are for that size"
say "window $win is ${size}"

# grab saves a screenshot of the window.
grab() { import -window "$win" "$1"; }
# pixels prints the colours of the window's pixels at the x y pairs given.
pixels() {
  local f="$work/probe.png" fmt="" x y
  grab "$f"
  while [ $# -gt 0 ]; do
    x=$1 y=$2
    shift 2
    fmt+="%[pixel:p{$x,$y}] "
  done
  convert "$f" -format "$fmt" info:
}
# differ prints how many pixels differ between two screenshots.
differ() { compare -metric AE -fuzz 2% "$1" "$2" null: 2>&1 | awk 'END { printf "%d\n", $1 }' || true; }
# settle waits until the window stops changing (two grabs alike) and leaves
# the last grab in $1.
settle() {
  local out=$1 prev="$work/settle.png"
  grab "$prev"
  for _ in $(seq 50); do
    sleep 0.2
    grab "$out"
    [ "$(differ "$prev" "$out")" = 0 ] && return 0
    mv "$out" "$prev"
  done
  fail "the window kept changing for 10 s"
}
click() {
  xdotool mousemove --window "$win" "$1" "$2" click 1
  sleep 0.2
  xdotool mousemove --window "$win" "${rest[@]}"
}
# radios checks that each player's radio buttons show the choice given
# (Human or Computer): the chosen button of one player must look like the
# chosen one of the other, and unlike the buttons not chosen.
radios() {
  local want=$1 c
  read -r -a c <<<"$(pixels "${p1_human[@]}" "${p1_computer[@]}" "${p2_human[@]}" "${p2_computer[@]}")"
  # c: 0 p1 Human, 1 p1 Computer, 2 p2 Human, 3 p2 Computer
  [ "${#c[@]}" = 4 ] && [ "${c[0]}" = "${c[2]}" ] && [ "${c[1]}" = "${c[3]}" ] && [ "${c[0]}" != "${c[1]}" ] || return 1
  case $want in
  Human) [ -z "$selected" ] || [ "${c[0]}" = "$selected" ] ;;
  Computer) [ "${c[1]}" = "$selected" ] ;;
  esac
}

# The New Game dialog: both players are Human, from the preferences. Its
# chosen radio buttons' colour tells what a chosen button looks like.
step="waiting for the New Game dialog"
xdotool mousemove --window "$win" "${rest[@]}"
# awaitNewGame waits for the New Game dialog with both players Human.
awaitNewGame() {
  selected=""
  for _ in $(seq 100); do
    alive
    if radios Human; then
      selected=$(pixels "${p1_human[@]}")
      selected=${selected% }
      break
    fi
    sleep 0.2
  done
  [ -n "$selected" ] || fail "no New Game dialog with both players Human: its radio buttons were not at ${p1_human[*]}, ${p1_computer[*]}, ${p2_human[*]}, ${p2_computer[*]}"
}
awaitNewGame
grab "$work/1-new-game.png"
say "New Game dialog is up, both players Human"

# A game between humans first: a tile dragged from the rack must be drawn
# under the pointer while it moves, and land on the square let go over.
step="dragging a tile in a game between humans"
click "${start_button[@]}"
settle "$work/1-curtain.png"
timeout 5 xdotool windowfocus --sync "$win" || fail "could not focus the window"
sleep 1 # a curtain cannot be lifted in the first 0.7 s after it falls
xdotool key Return # the closed game's curtain: show Player 1's tiles
settle "$work/1-rack.png"
xdotool mousemove --window "$win" "${rack_tile[@]}" mousedown 1
for at in "${drag_path[@]}"; do
  # shellcheck disable=SC2086 # "x y"
  xdotool mousemove --window "$win" $at
  sleep 0.1
done
sleep 0.5
grab "$work/1-dragging.png"
xdotool mouseup 1
settle "$work/1-dropped.png"
region="40x40+$((drop_at[0] - 20))+$((drop_at[1] - 20))"
crop() { convert "$1" -crop "$region" +repage "$2"; }
crop "$work/1-rack.png" "$work/c-before.png"
crop "$work/1-dragging.png" "$work/c-dragging.png"
crop "$work/1-dropped.png" "$work/c-dropped.png"
[ "$(differ "$work/c-before.png" "$work/c-dragging.png")" -gt 300 ] || fail "no tile is drawn under the pointer at ${drop_at[*]} during the drag"
[ "$(differ "$work/c-before.png" "$work/c-dropped.png")" -gt 300 ] || fail "the tile did not land on the square at ${drop_at[*]}"
say "a dragged tile followed the pointer and landed"

step="asking for a new game"
xdotool key --clearmodifiers ctrl+n # no move made yet: no question before New Game
xdotool mousemove --window "$win" "${rest[@]}"
awaitNewGame

step="choosing Computer for both players"
click "${p1_computer[@]}"
click "${p2_computer[@]}"
ok=""
for _ in $(seq 25); do
  radios Computer && ok=1 && break
  sleep 0.2
done
[ -n "$ok" ] || fail "clicking the Computer buttons did not select them"
grab "$work/2-computers.png"
say "chose Computer for both players"

step="starting the game"
click "${start_button[@]}"
ok=""
for _ in $(seq 50); do
  alive
  grep -Eq '"player1" *: *"Computer"' "$prefs" && grep -Eq '"player2" *: *"Computer"' "$prefs" && ok=1 && break
  sleep 0.2
done
[ -n "$ok" ] || fail "Start did not start a game between computers (preferences: $(cat "$prefs"))"
say "game started"

step="playing the game"
over=""
for _ in $(seq $((game_timeout * 5))); do
  over=$(grep -m 1 '^scraebbkle: game over:' "$log" || true)
  [ -n "$over" ] && break
  alive
  sleep 0.2
done
[ -n "$over" ] || fail "the game did not end within $game_timeout s"
say "${over#scraebbkle: }"

# The Game Over dialog is shown right after the line is printed. Closing it
# must change the window a lot and leave no dialog: the legend, which the
# game does not change, is no longer dimmed (New Game would dim it too).
step="closing the Game Over dialog"
settle "$work/3-game-over.png"
dimmed=$(convert "$work/3-game-over.png" -format "%[pixel:p{${legend[0]},${legend[1]}}]" info:)
click "${close_button[@]}"
ok=""
for _ in $(seq 25); do
  grab "$work/probe.png"
  [ "$(differ "$work/3-game-over.png" "$work/probe.png")" -gt 20000 ] && ok=1 && break
  sleep 0.2
done
[ -n "$ok" ] || fail "clicking Close did not close the Game Over dialog"
settle "$work/4-final.png"
[ "$(convert "$work/4-final.png" -format "%[pixel:p{${legend[0]},${legend[1]}}]" info:)" != "$dimmed" ] ||
  fail "a dialog still dims the window after clicking Close at ${close_button[*]}"
say "closed the Game Over dialog"

step="saving the screenshot"
convert "$work/4-final.png" -strip -define png:compression-level=9 "$work/screenshot.png"
geometry=$(identify -format '%wx%h' "$work/screenshot.png")
[ "$geometry" = "${win_w}x${win_h}" ] || fail "the screenshot is $geometry, not ${win_w}x${win_h}"

step="quitting with Ctrl+Q"
quit_with_ctrl_q "$app_pid" "$win"
app_pid=""
say "Ctrl+Q quit with status 0"

mkdir -p "$(dirname "$shot")"
cp "$work/screenshot.png" "$shot"
say "saved $shot ($(($(wc -c <"$shot") / 1024)) KB)"
echo "e2e: PASS in $((SECONDS - t0)) s"
