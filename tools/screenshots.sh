#!/usr/bin/env bash
# The screenshots of the manual (make screenshots): each game's board in
# the real window, under its own Xvfb, at the window's first size and
# maximised, saved as docs/screenshots/GAME.png and GAME-max.png.
#
# For each game it starts ScraeBBKle with a fresh HOME whose preferences
# choose the game and its players in New Game, starts the game with Enter,
# plays a few of the human's turns from the keyboard alone (Ctrl+H shows
# the best move, Enter lays it, Enter plays it) while the computers reply,
# then lays the next hint's tiles without playing them, so that the line
# under the board gives the move's words and score; it grabs the window,
# maximises it to the whole screen and grabs it again, then quits with
# Ctrl+Q. The games are seeded, so the pictures come out the same.
#
# Last, the review (review.png): a classic game played a few turns the same
# way, then Game > Review (Ctrl+Shift+R); once its look-ahead is done it
# steps to turn 6, chooses the second move ranked, and grabs the window.
#
# It needs Xvfb, xdotool and ImageMagick (tools/deps.sh installs them).
# Settings from the environment:
#   SHOTS_DIR   where the pictures go (default docs/screenshots)
#   SHOTS_KEEP=1 keep the temporary folder
#   SHOTS_ONLY  the one picture to take: scraebbkle, scrabbkle, classic or review
set -euo pipefail

cd "$(dirname "$0")/.."
GO=${GO:-go}
out=${SHOTS_DIR:-docs/screenshots}
screen_w=1920 screen_h=1080 # maximised: the whole screen, as a window manager would give it
win_w=1180 win_h=690        # the window's first size

work=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-shots.XXXXXX")
xvfb_pid="" app_pid="" win=""

fail() {
  echo "screenshots: FAILED: $*" >&2
  exit 1
}
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  [ -z "$app_pid" ] || { kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; }
  [ -z "$xvfb_pid" ] || { kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; }
  if [ "$status" -ne 0 ] || [ "${SHOTS_KEEP:-}" = 1 ]; then
    echo "screenshots: the work is kept in $work" >&2
  else
    rm -rf "$work"
  fi
  exit "$status"
}
. tools/xvfb.sh
on_exit cleanup
need_tools Xvfb xdotool import convert compare "$GO"
"$GO" build -tags migrated_fynedo -o "$work/bin/scraebbkle" . || fail "go build failed"
start_xvfb 97 "$work/xvfb.log" "${screen_w}x${screen_h}"
mkdir -p "$out"

# grab saves a screenshot of the window.
grab() { import -window "$win" "$1"; }
# settle waits until the window stops changing, and leaves the last grab
# in $1.
settle() {
  local prev="$work/settle.png"
  grab "$prev"
  for _ in $(seq 50); do
    sleep 0.3
    grab "$1"
    [ "$(compare -metric AE "$prev" "$1" null: 2>&1 | awk '{ print int($1) }')" = 0 ] && return 0
    mv "$1" "$prev"
  done
  fail "the window kept changing for 15 s"
}
# press sends keys to the window.
press() {
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  xdotool key --clearmodifiers "$@"
}
# save writes a grab as a small PNG of the manual.
save() { convert "$1" -strip -colors 256 -define png:compression-level=9 "$out/$2.png"; }

# launch NAME SEED PREFS starts the app with a fresh HOME whose
# preferences are PREFS, and waits for its window.
launch() {
  local name=$1 seed=$2 prefs=$3 home="$work/home-$1"
  mkdir -p "$home/.config/fyne/io.scraebbkle.game" "$home/.cache" "$home/xdg"
  chmod 700 "$home/xdg"
  printf '{"computerSpeed":0.3,"windowWidth":%s,"windowHeight":%s,"openGame":false,%s}\n' "$win_w" "$win_h" "$prefs" \
    >"$home/.config/fyne/io.scraebbkle.game/preferences.json"
  env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$home" XDG_CONFIG_HOME="$home/.config" \
    XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home/xdg" FYNE_SCALE=1 \
    "$work/bin/scraebbkle" -seed "$seed" </dev/null >"$home/app.log" 2>&1 &
  app_pid=$!
  win=""
  for _ in $(seq 100); do
    win=$(xdotool search --onlyvisible --name '^ScraeBBKle$' 2>/dev/null | head -n 1 || true)
    [ -n "$win" ] && break
    sleep 0.1
  done
  [ -n "$win" ] || fail "$name: no window"
}

# play NAME ROUNDS starts the game New Game offers and plays ROUNDS of the
# human's turns by the hints.
play() {
  local name=$1 rounds=$2
  settle "$work/$name-new-game.png"
  press Return # New Game, as the preferences set it up
  settle "$work/$name-start.png"
  for _ in $(seq "$rounds"); do
    press ctrl+h
    sleep 1
    press Return Return
    sleep 1
    settle "$work/$name-round.png"
  done
}

# quit ends the app with Ctrl+Q.
quit() {
  press ctrl+q
  for _ in $(seq 50); do
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.1
  done
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
}

# shoot NAME SEED ROUNDS PREFS: the pictures of a game set up by PREFS,
# after ROUNDS of the human's turns.
shoot() {
  local name=$1
  launch "$1" "$2" "$4"
  play "$1" "$3"
  press ctrl+h
  sleep 1
  press Return # the hint's tiles laid, not played
  settle "$work/$name.png"
  save "$work/$name.png" "$name"
  xdotool windowsize --sync "$win" "$screen_w" "$screen_h" 2>/dev/null || xdotool windowsize "$win" "$screen_w" "$screen_h"
  settle "$work/$name-max.png"
  save "$work/$name-max.png" "$name-max"
  quit
  echo "screenshots: $out/$name.png, $out/$name-max.png"
}

# shoot_review SEED ROUNDS PREFS: the review of a game set up by PREFS,
# after ROUNDS of the human's turns.
shoot_review() {
  launch review "$1" "$3"
  play review "$2"
  local game=$win
  press ctrl+shift+r
  win=""
  for _ in $(seq 100); do
    win=$(xdotool search --onlyvisible --name '^Review: ' 2>/dev/null | head -n 1 || true)
    [ -n "$win" ] && break
    sleep 0.1
  done
  [ -n "$win" ] || fail "review: no window"
  xdotool windowsize --sync "$win" "$win_w" "$win_h" 2>/dev/null || true
  sleep $((2 * $2 + 4)) # the look-ahead: a second a turn
  press Home Right Right Right Right Right Down # turn 6, the second move ranked ghosted
  settle "$work/review.png"
  save "$work/review.png" review
  press Escape # closes the review
  win=$game
  quit
  echo "screenshots: $out/review.png"
}

# want NAME: whether to take the pictures of NAME.
want() { [ -z "${SHOTS_ONLY:-}" ] || [ "$SHOTS_ONLY" = "$1" ]; }

if want scraebbkle; then shoot scraebbkle 7 3 '"game":"scraebbkle","player1":"Human","player2":"Computer"'; fi
if want scrabbkle; then shoot scrabbkle 3 3 '"game":"scrabbkle","player1":"Human","player2":"Computer"'; fi
if want classic; then shoot classic 5 3 '"game":"classic","players":3,"player1":"Human","player2":"Computer","player3":"Computer"'; fi
if want review; then shoot_review 5 4 '"game":"classic","player1":"Human","player2":"Computer"'; fi
