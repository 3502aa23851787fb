#!/usr/bin/env bash
# The real GUI: XBoard (two-machines match mode) runs Varia ('varia xboard') against Fairy-Max
# on a virtual X display (Xvfb), with XBoard's own legality testing and result adjudication on.
# Installs nothing. Needs: xboard, Xvfb, fairymax (Debian packages xboard, xvfb, fairymax).
# Exit code 77 ("skipped") when one of them is missing, so it can run from CI scripts.
#
#   bench/xboard-gui-match.sh                   # makruk, 1 game, 1 s per move
#   VARIANT=shatranj GAMES=2 SECONDS_PER_MOVE=2 bench/xboard-gui-match.sh
#
# Output: the PGN XBoard saved (in $OUT, default a temp dir), one line per game with the result
# and XBoard's reason, whether XBoard rejected any Varia move as illegal, and Varia's score.
# Note: XBoard applies its own adjudication (e.g. its 50-move rule, -ruleMoves 51) on top of the
# variant's rules; its reason is printed as is.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
variant="${VARIANT:-makruk}"
games="${GAMES:-1}"
spm="${SECONDS_PER_MOVE:-1}"
out="${OUT:-$(mktemp -d "${TMPDIR:-/tmp}/varia-xboard.XXXXXX")}"

find_tool() { command -v "$1" 2>/dev/null || { [[ -x "/usr/games/$1" ]] && echo "/usr/games/$1"; } || true; }
xboard="$(find_tool xboard)"; xvfb="$(find_tool Xvfb)"; fairymax="${FAIRYMAX:-$(find_tool fairymax)}"
for t in xboard xvfb fairymax; do
  if [[ -z "${!t}" ]]; then echo "skipped: $t not installed (apt-get install xboard xvfb fairymax)"; exit 77; fi
done

"$root/varia" list >/dev/null   # build the jar now, not while XBoard waits for the engine

# a free display number
disp=90
while [[ -e "/tmp/.X${disp}-lock" ]]; do disp=$((disp + 1)); done
"$xvfb" ":$disp" -screen 0 1280x1024x24 >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
sleep 1

pgn="$out/games.pgn"
echo "XBoard: Varia vs Fairy-Max, $variant, $games game(s), ${spm} s per move; files in $out"
DISPLAY=":$disp" timeout $((games * 900)) "$xboard" \
  -fcp "$root/varia xboard" -fd "$root" -scp "$fairymax" \
  -variant "$variant" -mg "$games" -st "0:$(printf %02d "$spm")" \
  -sgf "$pgn" -debug -nameOfDebugFile "$out/xboard-debug.txt" -popupExitMessage false \
  >"$out/xboard.log" 2>&1 || echo "xboard exited with code $? (log: $out/xboard.log)"

if [[ ! -s "$pgn" ]]; then echo "no games saved; see $out/xboard.log"; exit 1; fi
awk '
  /^\[White / { w = $0; sub(/^\[White "/, "", w); sub(/"\]$/, "", w) }
  /^\[Black / { b = $0; sub(/^\[Black "/, "", b); sub(/"\]$/, "", b) }
  /^\[Result / { r = $0; sub(/^\[Result "/, "", r); sub(/"\]$/, "", r); n++ }
  /^\{.*\} (1-0|0-1|1\/2-1\/2|\*)$/ { reason = $0; sub(/ (1-0|0-1|1\/2-1\/2|\*)$/, "", reason)
    vw = (w ~ /Varia/); s = (r == "1-0") ? (vw ? 1 : 0) : (r == "0-1") ? (vw ? 0 : 1) : 0.5; score += s
    printf "game %d: %s vs %s  %s  %s\n", n, w, b, r, reason }
  END { printf "Varia scored %.1f of %d\n", score, n }
' "$pgn"
if grep -q "Illegal move" "$out/xboard-debug.txt"; then
  echo "XBoard or an engine reported illegal moves:"; grep "Illegal move" "$out/xboard-debug.txt" | head
else
  echo "no illegal moves reported (XBoard legality testing on)"
fi
