#!/usr/bin/env bash
# Installs the Debian packages that building and testing ScraeBBKle need, when
# they are missing: a C compiler and the OpenGL/X11/Wayland headers for Fyne's
# cgo build, and Xvfb, xdotool and ImageMagick for the window tests.
# On a system without apt it only says what it would need.
set -euo pipefail

packages=(gcc libgl1-mesa-dev xorg-dev libxkbcommon-dev libwayland-dev xvfb xdotool imagemagick "$@")

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "deps: no apt here; install the equivalents of: ${packages[*]}" >&2
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "deps: missing ${missing[*]}; install them as root" >&2
    exit 1
  fi
  sudo="sudo"
fi
echo "deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
