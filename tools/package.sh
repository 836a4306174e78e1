#!/usr/bin/env bash
# Packages ScraeBBKle with the fyne command-line tool, as make package-linux
# and make package-windows do:
#
#   tools/package.sh linux     dist/ScraeBBKle-VERSION-linux-amd64.tar.xz
#   tools/package.sh windows   dist/ScraeBBKle-VERSION-windows-amd64.exe
#
# It packages the last commit, HEAD, so that a package is exactly what a
# fresh clone builds, whatever else lies in the work tree (outside a git
# repository it packages the folder as it is). fyne package builds in the
# source folder, leaves generated files there while it works
# (fyne_metadata_init.go; on Windows fyne.syso, the icon and manifest) and
# then raises Build in FyneApp.toml, rewriting the file. So it runs on a
# scratch copy and the work tree is never touched: the package carries the
# Version and Build that the commit's FyneApp.toml has, the same ones the
# program embeds and shows.
#
# Settings from the environment:
#   FYNE  the fyne command (default fyne; the Makefile passes its pinned copy)
#   CC    for windows, the C cross-compiler (default x86_64-w64-mingw32-gcc)
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
target=${1:-}
FYNE=${FYNE:-fyne}

case $target in
linux)
  args=(-os linux)
  ;;
windows)
  export CC=${CC:-x86_64-w64-mingw32-gcc} GOARCH=amd64
  command -v "$CC" >/dev/null 2>&1 || { echo "package: $CC is not installed (make package-windows installs it)" >&2; exit 1; }
  # Fyne reads the window to screen readers on Windows and macOS when
  # built with the accessibility tag (docs/manual.md, "With a screen reader").
  args=(-os windows -tags accessibility)
  ;;
*)
  echo "usage: $0 linux|windows" >&2
  exit 2
  ;;
esac

scratch=$(mktemp -d "${TMPDIR:-/tmp}/scraebbkle-package.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
src=$scratch/src
mkdir -p "$src"
if git rev-parse --verify -q HEAD >/dev/null 2>&1; then
  from="commit $(git rev-parse --short HEAD)"
  git archive HEAD | tar -xf - -C "$src"
  [ -z "$(git status --porcelain --untracked-files=no)" ] ||
    echo "package: note: changes not committed are not packaged"
else
  from="$root"
  tar -cf - --exclude=./.git --exclude=./dist --exclude=./.bin --exclude=./scraebbkle --exclude='*.test' . |
    tar -xf - -C "$src"
fi

version=$(sed -n 's/^Version *= *"\(.*\)"/\1/p' "$src/FyneApp.toml")
name=$(sed -n 's/^Name *= *"\(.*\)"/\1/p' "$src/FyneApp.toml")
[ -n "$version" ] && [ -n "$name" ] || { echo "package: no Name or Version in FyneApp.toml" >&2; exit 1; }
case $target in
linux)
  built=$name.tar.xz
  out=dist/$name-$version-linux-amd64.tar.xz
  ;;
windows)
  built=$name.exe
  out=dist/$name-$version-windows-amd64.exe
  ;;
esac

echo "package: $name $version for $target, from $from"
start=$SECONDS
(cd "$src" && "$FYNE" package "${args[@]}" -release)
[ -f "$src/$built" ] || { echo "package: fyne package made no $built" >&2; exit 1; }
mkdir -p "$root/dist"
mv "$src/$built" "$root/$out"
echo "package: $out, $(du -k "$root/$out" | cut -f1) KB, in $((SECONDS - start)) s"
