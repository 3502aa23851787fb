#!/usr/bin/env bash
# The self-play ladder (issue 33): this build of Varia against an older one, at equal time per
# move, in the games no other engine plays; a release must not be weaker than the one before.
# Needs Java 17 and Maven; installs nothing.
#
#   OLD=/path/to/old-varia-all.jar bench/match-ladder.sh        # 20 games per game, 200 ms a move
#   REF=f244def GAMES=100 bench/match-ladder.sh                 # builds that commit first (a temporary worktree)
#   VARIANTS="hiashatar shatar" OPENINGS=6 SEED=7 bench/match-ladder.sh
#   NODES=10000 REF=f244def GAMES=100 bench/match-ladder.sh     # 10,000 nodes a move: the same games under any load
#
# The older build plays over UCI (java -jar OLD uci, Threads 1, Hash 16), this one in process; each pair of games
# starts from one opening of OPENINGS random plies (default 4, fixed by SEED), colours swapped.
# The result lines give this build's score with its 95% interval and the Elo difference: a ladder
# step holds when the interval's lower end is not below 50% (or the Elo interval includes 0 for a
# release that changed nothing of the search). With NODES both stop after that many nodes a move
# (go nodes / Limits.nodes, one thread each): the games do not depend on the machine. Wall-clock timing: on a shared machine both lose
# time alike, but say what the machine was doing (LOG keeps the load average at start and end).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${GAMES:-20}"
movetime="${MOVETIME:-200}"
# NODES=N: a node budget a move for both sides instead of the clock (MatchRunner's nodes:N)
budget="${NODES:+nodes:$NODES}"
budget="${budget:-$movetime}"
budgetText="${NODES:+$NODES nodes}"
budgetText="${budgetText:-$movetime ms}"
maxplies="${MAX_PLIES:-400}"
openings="${OPENINGS:-4}"
seed="${SEED:-1}"
variants="${VARIANTS:-hiashatar shatar shahrady senterej grande-acedrex chaturanga}"
mkdir -p "$root/bench/results"
log="${LOG:-$root/bench/results/match-ladder-$(date +%Y%m%d-%H%M).log}"
work="$(mktemp -d)"
cleanup() {
  if [[ -n "${REF:-}" && -d "$work/old" ]]; then git -C "$root" worktree remove --force "$work/old" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

old="${OLD:-}"
if [[ -z "$old" ]]; then
  if [[ -z "${REF:-}" ]]; then echo "error: give OLD=path/to/varia-all.jar or REF=<commit> (the build to play against)" >&2; exit 1; fi
  git -C "$root" worktree add --detach "$work/old" "$REF" >/dev/null
  (cd "$work/old" && mvn -q -B -Dstyle.color=never package -DskipTests -pl interpreter -am)
  old="$work/old/interpreter/target/varia-interpreter-0.1.0-SNAPSHOT-all.jar"
fi
[[ -f "$old" ]] || { echo "error: no jar at $old" >&2; exit 1; }
cp "$old" "$work/old.jar"

# this build: the shaded jar (the launcher builds it when stale) and the compiled test classes (MatchRunner)
"$root/varia" list >/dev/null
(cd "$root" && mvn -q -B -Dstyle.color=never -pl tests -am test-compile)
cp "$root/interpreter/target/varia-interpreter-0.1.0-SNAPSHOT-all.jar" "$work/varia.jar"
cp -r "$root/tests/target/test-classes" "$work/test-classes"
cp="$work/varia.jar:$work/test-classes"

{
  echo "Varia ($(cd "$root" && git rev-parse --short HEAD)) vs Varia ${REF:-$old}, $games games per game, $budgetText a move,"
  echo "max $maxplies plies, openings of $openings random plies (seed $seed); $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
  for v in $variants; do
    echo "== $v ($(date +%H:%M), load $(cut -d' ' -f1 /proc/loadavg))"
    java -cp "$cp" varia.match.MatchRunner "varia-jar:$work/old.jar" "$v" "$games" "$budget" "$maxplies" 20 1 "$openings" "$seed"
  done
  echo "== summary (load average $(cut -d' ' -f1-3 /proc/loadavg) at the end)"
} 2>&1 | tee "$log"
grep -E "^[a-z-]+ vs Varia" "$log" | tee -a "$log"
