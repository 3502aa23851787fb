#!/usr/bin/env bash
# Depth and nodes a second in a fixed time from fixed positions (xiangqi, shogi, makruk, janggi,
# shatranj), this build against another Varia build and Fairy-Stockfish, side by side in one run
# (issue 33: the search's speed before and after a change). Needs Java 17 and Maven.
#
#   OLD=/path/to/old-varia-all.jar bench/search-compare.sh           # 2000 ms a position
#   REF=abf1c2f MS=2000 bench/search-compare.sh                        # builds that commit first (a temporary worktree)
#
# DEPTH=8 instead searches every position to that depth (the nodes each engine needs: pruning and
# ordering, independent of the load).
# Every engine searches on one thread with 16 MB of hash, after a warm-up search; the engines take
# turns position by position (varia.match.SearchBench). Wall-clock time: say what the machine was
# doing (the load average is printed at the start and the end).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ms="${MS:-2000}"
work="$(mktemp -d)"
cleanup() {
  if [[ -n "${REF:-}" && -d "$work/old" ]]; then git -C "$root" worktree remove --force "$work/old" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
old="${OLD:-}"
if [[ -z "$old" && -n "${REF:-}" ]]; then
  git -C "$root" worktree add --detach "$work/old" "$REF" >/dev/null
  (cd "$work/old" && mvn -q -B -Dstyle.color=never package -DskipTests -pl interpreter -am)
  old="$work/old/interpreter/target/varia-interpreter-0.1.0-SNAPSHOT-all.jar"
fi
"$root/varia" list >/dev/null
(cd "$root" && mvn -q -B -Dstyle.color=never -pl tests -am test-compile)
cp "$root/interpreter/target/varia-interpreter-0.1.0-SNAPSHOT-all.jar" "$work/varia-new.jar"
engines=("varia:$work/varia-new.jar")
if [[ -n "$old" ]]; then cp "$old" "$work/varia-old.jar"; engines+=("varia:$work/varia-old.jar"); fi
fs="${FAIRY_STOCKFISH:-$(command -v fairy-stockfish || true)}"
[[ -z "$fs" && -x /usr/games/fairy-stockfish ]] && fs=/usr/games/fairy-stockfish
[[ -n "$fs" ]] && engines+=("uci:$fs")
echo "Varia $(cd "$root" && git rev-parse --short HEAD) ${REF:+vs $REF }$ms ms a position; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
java -cp "$work/varia-new.jar:$root/tests/target/test-classes" varia.match.SearchBench "${DEPTH:+d$DEPTH}${DEPTH:-$ms}" "${engines[@]}"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
