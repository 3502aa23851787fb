#!/usr/bin/env bash
# Varia against Fairy-Stockfish 11.1 (UCI, its 'Skill Level') at equal time per move, in the
# games both know: the figures of docs/play.md. Needs fairy-stockfish (the tests' oracle), Java 17
# and Maven; installs nothing.
#
#   bench/match-vs-fairy-stockfish.sh                          # 10 games per game and level, 200 ms a move
#   GAMES=20 SKILLS="5" VARIANTS="shogi janggi" bench/match-vs-fairy-stockfish.sh
#   GAMES=100 bench/match-vs-fairy-stockfish.sh                # issue 33's measurement (1,000 games, about 8 h)
#   NODES=50000 SKILLS=10 bench/match-vs-fairy-stockfish.sh    # 50,000 nodes a move each (go nodes), whatever the load
#
# Each pair of games starts from one opening of OPENINGS random plies (default 4), Varia White in
# one and Black in the other; the book is fixed by SEED (default 1), so every run and every build
# meets the same openings (tests/.../match/Openings.java). OPENINGS=0 plays from the start position.
# Each engine gets MOVETIME ms a move ('go movetime' for Fairy-Stockfish, Limits.moveTime for
# Varia) and one thread (Varia: THREADS, 1 by default, so that both use one core each; Fairy-
# Stockfish keeps its default Threads=1 and Hash=16, Varia's hash table is 16 MB too). Varia is
# White in the odd games and Black in the even ones. Varia's rules referee every move; a move that
# is not legal loses and is reported. A game reaching MAX_PLIES is a draw, or decided by points
# where the variant counts them (janggi's counting: the same values Fairy-Stockfish uses for
# bikjang). Per game and level it prints each game (result, reason, moves) and the score with
# its 95% confidence interval and Elo difference; the last lines sum everything up. LOG (default
# bench/results/match-vs-fairy-stockfish-<date>.log) keeps the whole output.
#
# NODES=N replaces the clock by a node budget: both engines stop after N nodes a move ('go nodes N',
# Limits.nodes), one thread each, so the strength of each move does not depend on the machine's load
# (Fairy-Stockfish's skill levels below 20 still draw random numbers from the clock, so two runs
# differ by chance, not by the load). Otherwise timing is wall-clock: on a machine shared with other work both engines lose time alike, but
# the results are only as steady as the machine (docs/play.md says what it was doing).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fs="${FAIRY_STOCKFISH:-$(command -v fairy-stockfish || true)}"
[[ -z "$fs" && -x /usr/games/fairy-stockfish ]] && fs=/usr/games/fairy-stockfish
if [[ -z "$fs" ]]; then
  echo "error: fairy-stockfish not found; install it (sudo apt-get install fairy-stockfish) or set FAIRY_STOCKFISH" >&2
  exit 1
fi
games="${GAMES:-10}"
movetime="${MOVETIME:-200}"
# NODES=N: a node budget a move for both sides instead of the clock (MatchRunner's nodes:N)
budget="${NODES:+nodes:$NODES}"
budget="${budget:-$movetime}"
budgetText="${NODES:+$NODES nodes}"
budgetText="${budgetText:-$movetime ms}"
maxplies="${MAX_PLIES:-400}"
threads="${THREADS:-1}"
skills="${SKILLS:-5 10}"
openings="${OPENINGS:-4}"
seed="${SEED:-1}"
variants="${VARIANTS:-makruk shatranj xiangqi janggi shogi}"
mkdir -p "$root/bench/results"
log="${LOG:-$root/bench/results/match-vs-fairy-stockfish-$(date +%Y%m%d-%H%M).log}"

# the shaded jar (the launcher builds it when stale) and the compiled test classes (MatchRunner);
# copied, so that a rebuild while the match runs does not change the players
"$root/varia" list >/dev/null
(cd "$root" && mvn -q -B -Dstyle.color=never -pl tests -am test-compile)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root/interpreter/target/varia-interpreter-0.1.0-SNAPSHOT-all.jar" "$work/varia.jar"
cp -r "$root/tests/target/test-classes" "$work/test-classes"
cp="$work/varia.jar:$work/test-classes"

{
  echo "Varia ($(cd "$root" && git rev-parse --short HEAD)) vs Fairy-Stockfish ($fs), $games games per game and level,"
  echo "$budgetText a move, Varia threads $threads, max $maxplies plies, openings of $openings random plies (seed $seed); $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
  for skill in $skills; do
    for v in $variants; do
      echo "== $v, Fairy-Stockfish skill $skill ($(date +%H:%M), load $(cut -d' ' -f1 /proc/loadavg))"
      FAIRY_STOCKFISH="$fs" java -cp "$cp" varia.match.MatchRunner fairy-stockfish "$v" "$games" "$budget" "$maxplies" "$skill" "$threads" "$openings" "$seed"
    done
  done
  echo "== summary (load average $(cut -d' ' -f1-3 /proc/loadavg) at the end)"
} 2>&1 | tee "$log"
grep -E "^[a-z]+ vs Fairy-Stockfish" "$log" | tee -a "$log"
