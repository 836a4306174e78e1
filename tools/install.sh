#!/usr/bin/env bash
# Installs the Linux package for this user (make install), or removes it
# again (make uninstall):
#
#   tools/install.sh install dist/ScraeBBKle-VERSION-linux-amd64.tar.xz
#   tools/install.sh uninstall
#
# It puts the binary in PREFIX/bin, the icon in PREFIX/share/icons and the
# .desktop file in PREFIX/share/applications, with the full paths of both in
# it, so the game shows in the desktop's menu (Games) whether or not
# PREFIX/bin is on the PATH. PREFIX defaults to ~/.local; nothing needs root.
set -euo pipefail

prefix=${PREFIX:-$HOME/.local}
# fyne package names the .desktop file and the icon after the app's ID, as
# the desktops' conventions ask; installs before it named them ScraeBBKle.
name=ScraeBBKle id=io.scraebbkle.game exe=scraebbkle
bin=$prefix/bin/$exe
icon=$prefix/share/icons/$id.png
apps=$prefix/share/applications
desktop=$apps/$id.desktop
old=("$prefix/share/icons/$name.png" "$apps/$name.desktop")

# refresh tells the desktop that its menu changed, where it can be told.
refresh() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$apps" 2>/dev/null || true
  fi
}

case ${1:-} in
install)
  pkg=${2:?usage: $0 install PACKAGE.tar.xz}
  [ -f "$pkg" ] || { echo "install: no $pkg (make package-linux makes it)" >&2; exit 1; }
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-install.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  tar -xJf "$pkg" -C "$tmp"
  # fyne package lays the files out under usr/local/ or usr/, depending on
  # the machine it ran on.
  find_one() { find "$tmp" -path "*/$1" -type f | head -n 1; }
  src_bin=$(find_one "bin/$exe")
  src_icon=$(find_one "share/pixmaps/$id.png")
  src_desktop=$(find_one "share/applications/$id.desktop")
  [ -n "$src_bin" ] && [ -n "$src_icon" ] && [ -n "$src_desktop" ] ||
    { echo "install: $pkg lacks the binary, the icon or the .desktop file" >&2; exit 1; }
  install -Dm755 "$src_bin" "$bin"
  install -Dm644 "$src_icon" "$icon"
  mkdir -p "$apps"
  # The window's WM_CLASS is its title, ScraeBBKle: StartupWMClass, which
  # fyne package writes, lets docks match the window to this entry.
  sed -e "s|^Exec=$exe|Exec=$bin|" -e "s|^Icon=.*|Icon=$icon|" "$src_desktop" >"$tmp/$id.desktop"
  grep -q '^StartupWMClass=' "$tmp/$id.desktop" || echo "StartupWMClass=$name" >>"$tmp/$id.desktop"
  install -Dm644 "$tmp/$id.desktop" "$desktop"
  rm -f "${old[@]}"
  refresh
  echo "install: $bin"
  echo "install: $desktop"
  echo "install: $icon"
  case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install: $prefix/bin is not on your PATH; the menu entry works anyway" ;;
  esac
  ;;
uninstall)
  rm -f "$bin" "$icon" "$desktop" "${old[@]}"
  [ -d "$apps" ] && refresh
  echo "uninstall: removed $bin, $desktop and $icon"
  ;;
*)
  echo "usage: $0 install PACKAGE.tar.xz | uninstall" >&2
  exit 2
  ;;
esac
