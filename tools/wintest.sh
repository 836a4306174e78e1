#!/usr/bin/env bash
# The Windows build, run on this machine (make wintest): builds the release
# .exe as make package-windows does, runs it under wine and Xvfb in a
# Debian 13 (trixie) chroot, and plays a short game with xdotool: New Game,
# the menus opened with Alt, a move (the hint, laid and played with Enter),
# the rack read with F7, Save As, Quit, with a screenshot at each step. It checks that the save is on the Windows side
# and that the Windows program loads it again, in the terminal.
#
# Debian 12's wine 8.0 cannot start a program of Go 1.22 or later (it has
# no ProcessPrng); Debian 13's wine 10.0 can, so it runs in a chroot. The
# first run makes the chroot (debootstrap, then wine, Xvfb, xdotool,
# ImageMagick and the DejaVu fonts, without which ★ and − show as boxes):
# about a minute here. Later runs reuse it.
#
# It needs root (debootstrap, chroot, mount) and reads no standard input.
# It leaves the machine as it found it: what it mounts it unmounts, and
# what it starts it ends, by process id, also when it fails. On failure it
# says which step, and keeps the screenshots and the log.
#
# Settings from the environment:
#   WINTEST_ROOT     the chroot (default /var/cache/scraebbkle/wintest-trixie)
#   WINTEST_MIRROR   the Debian mirror (default http://deb.debian.org/debian)
#   WINTEST_SHOTS    where the screenshots go (default docs/wintest)
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
chroot_dir=${WINTEST_ROOT:-/var/cache/scraebbkle/wintest-trixie}
mirror=${WINTEST_MIRROR:-http://deb.debian.org/debian}
shots=${WINTEST_SHOTS:-docs/wintest}
t0=$SECONDS
step="starting"
mounted=()

say() { printf 'wintest [%3ds] %s\n' $((SECONDS - t0)) "$*"; }
fail() {
  echo "wintest: FAILED while $step: $*" >&2
  exit 1
}

# cleanup unmounts what this run mounted, last first.
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount -l "${mounted[i]}" 2>/dev/null || echo "wintest: could not unmount ${mounted[i]}" >&2
  done
  exit "$status"
}
trap cleanup EXIT INT TERM

[ "$(id -u)" -eq 0 ] || fail "it needs root, for debootstrap, chroot and mount"

# mount_in mounts what the chroot needs, and notes it for cleanup.
mount_in() {
  local what=$1 where=$chroot_dir$2
  shift 2
  mountpoint -q "$where" && return
  mount "$@" "$what" "$where"
  mounted+=("$where")
}

# in_chroot runs a command in the chroot, as root, with a clean environment.
in_chroot() {
  chroot "$chroot_dir" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"
}

step="making the chroot"
if [ ! -f "$chroot_dir/.wintest-ready" ]; then
  tools/deps.sh debootstrap
  say "making a Debian trixie chroot in $chroot_dir (about a minute, once)"
  mkdir -p "$chroot_dir"
  [ -x "$chroot_dir/bin/bash" ] || debootstrap --variant=minbase trixie "$chroot_dir" "$mirror" >/dev/null
  mount_in proc /proc -t proc
  mount_in /sys /sys --rbind --make-rslave
  mount_in /dev /dev --rbind --make-rslave
  cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
  in_chroot apt-get update -qq
  in_chroot env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    wine wine64 xvfb xauth xdotool imagemagick fonts-dejavu-core procps >/dev/null
  in_chroot env WINEPREFIX=/root/.wine WINEDEBUG=-all wineboot -i >/dev/null 2>&1
  in_chroot sh -c 'cp /usr/share/fonts/truetype/dejavu/*.ttf /root/.wine/drive_c/windows/Fonts/'
  touch "$chroot_dir/.wintest-ready"
  say "the chroot is ready"
else
  mount_in proc /proc -t proc
  mount_in /sys /sys --rbind --make-rslave
  mount_in /dev /dev --rbind --make-rslave
  say "reusing the chroot in $chroot_dir"
fi

step="building the .exe"
make -s package-windows >/dev/null
version=$(sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
exe=dist/ScraeBBKle-$version-windows-amd64.exe
[ -f "$exe" ] || fail "make package-windows made no $exe"
say "built $exe ($(($(wc -c <"$exe") / 1024)) KB)"

step="playing under wine"
work=/root/wintest
rm -rf "$chroot_dir$work"
mkdir -p "$chroot_dir$work"
cp "$exe" "$chroot_dir$work/ScraeBBKle.exe"
cp tools/wintest-play.sh "$chroot_dir$work/play.sh"
cp tools/xvfb.sh "$chroot_dir$work/xvfb.sh"
in_chroot bash "$work/play.sh" || {
  mkdir -p "$shots"
  cp "$chroot_dir$work"/*.png "$chroot_dir$work"/*.log "$shots/" 2>/dev/null || true
  fail "the game under wine (its log and screenshots are in $shots)"
}

step="keeping the screenshots"
mkdir -p "$shots"
for f in "$chroot_dir$work"/*.png; do
  convert "$f" -strip -define png:compression-level=9 "$shots/$(basename "$f")"
done
say "screenshots in $shots: $(cd "$shots" && ls ./*.png | tr '\n' ' ')"
echo "wintest: PASS in $((SECONDS - t0)) s"
