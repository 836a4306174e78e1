# shellcheck shell=bash
# Sourced by the window scripts (e2e.sh, startup.sh): starts a private Xvfb.

# start_xvfb FIRST LOG [SIZE] starts Xvfb (SIZE, by default 1400x900, at
# 96 dpi) on the first free display from :FIRST down to :20, with its
# output in LOG; it sets xvfb_pid
# and exports DISPLAY, or calls the caller's fail function. Xvfb takes the
# display's lock file itself and writes its process id in it, so when
# another server takes the display first this one exits, and the next
# display is tried.
start_xvfb() {
  local first=$1 log=$2 size=${3:-1400x900} n
  xvfb_pid=""
  for n in $(seq "$first" -1 20); do
    { [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; } && continue
    Xvfb ":$n" -screen 0 "${size}x24" -dpi 96 -nolisten tcp -noreset >"$log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do
      if ! kill -0 "$xvfb_pid" 2>/dev/null; then
        wait "$xvfb_pid" 2>/dev/null || true
        xvfb_pid=""
        break
      fi
      if [ "$(tr -d ' \n' 2>/dev/null <"/tmp/.X$n-lock")" = "$xvfb_pid" ] &&
        DISPLAY=":$n" xdotool getdisplaygeometry >/dev/null 2>&1; then
        export DISPLAY=":$n"
        return 0
      fi
      sleep 0.1
    done
    [ -z "$xvfb_pid" ] || fail "Xvfb on :$n did not answer in 10 s: $(tail -n 3 "$log")"
  done
  fail "found no free X display from :$first down to :20"
}

# on_exit CLEANUP runs the function CLEANUP when the script exits, and
# makes an interrupt or a termination an exit with the usual status.
on_exit() {
  trap "$1" EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}

# need_tools TOOL... calls the caller's fail function unless every TOOL is
# installed.
need_tools() {
  local tool
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is not installed (make deps installs it)"
  done
}

# quit_with_ctrl_q PID WIN presses Ctrl+Q in window WIN and waits, 10 s
# at most, for process PID to end, which must end with status 0; it calls
# the caller's fail function otherwise. No window manager gives the window
# the keyboard: it is given it first.
quit_with_ctrl_q() {
  local pid=$1 win=$2 status=0
  timeout 5 xdotool windowfocus --sync "$win" || fail "could not focus the window"
  xdotool key --clearmodifiers ctrl+q
  for _ in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2>/dev/null && fail "the program still runs 10 s after Ctrl+Q"
  wait "$pid" || status=$?
  [ "$status" = 0 ] || fail "the program quit with status $status after Ctrl+Q"
}
