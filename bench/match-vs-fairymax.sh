#!/usr/bin/env bash
# Varia against Fairy-Max (H.G. Muller's engine, Debian package 'fairymax') at equal time per move,
# over the XBoard protocol, in the variants both know. Installs nothing: it needs fairymax on the
# PATH (or $FAIRYMAX), Java 17 and Maven.
#
#   bench/match-vs-fairymax.sh                       # shatranj and makruk, 2 games each, 1 s/move
#   GAMES=6 MOVETIME=2000 VARIANTS="makruk" bench/match-vs-fairymax.sh
#
# Fairy-Max's variant names come from its fmax.ini ('feature variants=' lists them): it knows
# normal, shatranj, makruk (and cambodian, asean, courier, ...); Varia's chess is its 'normal'.
# Fairy-Max takes whole seconds per move ('st N'), so MOVETIME is rounded down to seconds for it
# (at least 1 s); Varia gets MOVETIME ms and, like most engines, often stops an iteration early.
# Varia's rules referee the games: a move that is not legal by Varia's rules loses (reported).
# Games longer than MAX_PLIES are adjudicated draws and reported as such.
# Prints one line per game and a table with Varia's score.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fairymax="${FAIRYMAX:-$(command -v fairymax || true)}"
[[ -z "$fairymax" && -x /usr/games/fairymax ]] && fairymax=/usr/games/fairymax
if [[ -z "$fairymax" ]]; then
  echo "error: fairymax not found; install it (sudo apt-get install fairymax) or set FAIRYMAX" >&2
  exit 1
fi
games="${GAMES:-2}"
movetime="${MOVETIME:-1000}"
maxplies="${MAX_PLIES:-300}"
variants="${VARIANTS:-shatranj makruk}"

# the shaded jar (the launcher builds it when stale) and the compiled test classes (MatchRunner)
"$root/varia" list >/dev/null
(cd "$root" && mvn -q -B -Dstyle.color=never -pl tests -am test-compile)
cp="$root/interpreter/target/varia-interpreter-0.1.0-SNAPSHOT-all.jar:$root/tests/target/test-classes"

echo "Varia vs Fairy-Max ($fairymax), $games games per variant, $movetime ms per move, max $maxplies plies"
for v in $variants; do
  FAIRYMAX="$fairymax" java -cp "$cp" varia.match.MatchRunner fairymax "$v" "$games" "$movetime" "$maxplies"
done
