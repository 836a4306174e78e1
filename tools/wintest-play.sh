#!/usr/bin/env bash
# The game that make wintest plays, run in its trixie chroot (tools/wintest.sh
# copies it there as /root/wintest/play.sh, beside ScraeBBKle.exe): the
# Windows program under wine and its own Xvfb (tools/xvfb.sh, copied beside
# it), driven with xdotool, a screenshot at each step. It ends what it
# started, by process id, and wineserver, which serves this prefix alone.
set -euo pipefail

cd /root/wintest
export WINEPREFIX=/root/.wine WINEDEBUG=-all
t0=$SECONDS
# As on a computer where it never ran: no preferences, no game left to
# resume, no save of an earlier run.
home=/root/.wine/drive_c/users/root
rm -rf "$home/AppData/Roaming/fyne/io.scraebbkle.game" "$home/AppData/Local/fyne/io.scraebbkle.game" "$home"/wintest*.json
step="starting Xvfb"
xvfb="" app=""

say() { printf 'wintest [%3ds] %s\n' $((SECONDS - t0)) "$*"; }
fail() {
  echo "wintest: FAILED while $step: $*" >&2
  shot failure.png
  exit 1
}
shot() { [ -n "${DISPLAY:-}" ] && import -display "$DISPLAY" -window root "$1" 2>/dev/null || true; }

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  [ -n "$app" ] && kill "$app" 2>/dev/null
  wineserver -k 2>/dev/null || true
  xvfb=${xvfb:-${xvfb_pid:-}} # started, though it may not have answered
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
  wait 2>/dev/null || true
  exit "$status"
}
trap cleanup EXIT INT TERM

. ./xvfb.sh
start_xvfb 77 xvfb.log 1280x900
xvfb=$xvfb_pid

step="opening the window"
start=$SECONDS
wine ScraeBBKle.exe >app.log 2>&1 &
app=$!
win=""
for _ in $(seq 300); do
  win=$(xdotool search --name '^ScraeBBKle$' 2>/dev/null | head -1) && [ -n "$win" ] && break
  kill -0 "$app" 2>/dev/null || fail "the program ended: $(tail -5 app.log)"
  sleep 0.1
done
[ -n "$win" ] || fail "no window in 30 s"
say "the window opened in $((SECONDS - start)) s"
sleep 3 # the word list loads, the New Game dialog comes up
xdotool windowfocus --sync "$win" 2>/dev/null || true
shot 1-new-game.png

# key sends keys to the window, which has the focus: no window manager
# gives it.
key() {
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  xdotool key --clearmodifiers "$@"
}

step="starting a game"
key Return # New Game: Start, a human against a Normal computer
sleep 3
shot 2-game.png

step="opening the menus from the keyboard"
key alt # Alt opens the menu bar, as a screen reader's user opens it
sleep 1
shot 2-menu-by-alt.png
key Escape
sleep 0.5

step="playing a move"
key ctrl+h # the hint: the best move, on the board in faint tiles
sleep 4
key Return # lays it
sleep 1
key Return # plays it
sleep 6    # the computer answers
key F7     # the status line reads the rack
sleep 1
shot 3-move-played.png

step="saving"
key ctrl+s
sleep 3
shot 4-save-as.png
key ctrl+a # the name suggested, replaced by the one typed
xdotool type --delay 50 "wintest.json"
key Return
sleep 3
shot 5-saved.png
saved=$(find /root/.wine/drive_c -name 'wintest.json' -newer ScraeBBKle.exe 2>/dev/null | head -1)
[ -n "$saved" ] || fail "no wintest.json was written under C:"
say "saved as $(winepath -w "$saved" 2>/dev/null || echo "$saved")"

step="quitting"
quit_with_ctrl_q "$app" "$win"
app=""
say "Ctrl+Q quit with status 0"

step="loading the save"
wine ScraeBBKle.exe -console -resume "$(winepath -w "$saved")" </dev/null >resume.log 2>&1 || true
grep -q "Player 1" resume.log || fail "the Windows program did not load the save: $(head -20 resume.log)"
say "the Windows program loads the save again: $(grep -m1 'Player 1' resume.log)"
