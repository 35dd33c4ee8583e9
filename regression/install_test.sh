#!/usr/bin/env bash
# `make install DESTDIR=<fresh temp folder>` puts bin/moyogo and share/man/man6/moyogo.6
# under the prefix, `man -l` shows the page, the installed binary runs, and `make uninstall`
# removes both. Usage: install_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src="$1"
build="$2"
dest="$(mktemp -d)"
trap 'rm -rf "$dest"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

make -s -C "$src" install DESTDIR="$dest" BUILD_DIR="$build" >"$dest/install.log" 2>&1 ||
  { cat "$dest/install.log"; fail "make install"; }
bin="$dest/usr/local/bin/moyogo"
page="$dest/usr/local/share/man/man6/moyogo.6"
[[ -x "$bin" ]] || fail "no executable $bin"
[[ -f "$page" ]] || fail "no man page $page"
"$bin" --version | grep -q '^moyogo ' || fail "installed binary does not run"
if command -v man >/dev/null 2>&1; then
  text="$(MANWIDTH=80 man -l "$page" 2>/dev/null)"
  grep -q 'MOYOGO(6)' <<<"$text" || fail "man -l shows no MOYOGO(6) header"
  grep -q -- '--analyze-game' <<<"$text" || fail "man page lacks --analyze-game"
  grep -q 'dragonstatus' <<<"$text" || fail "man page lacks the --analyze options"
else
  echo "man not installed: page checked as text only"
fi
# Every option of --help is in the page (both come from one table).
for opt in $("$bin" --help | grep -oE -- '--[a-z][a-z_-]+' | sort -u); do
  grep -q -- "${opt//-/\\\\-}" "$page" || fail "man page lacks $opt"
done
make -s -C "$src" uninstall DESTDIR="$dest" >/dev/null
[[ ! -e "$bin" && ! -e "$page" ]] || fail "make uninstall left files"
echo "install test passed"
