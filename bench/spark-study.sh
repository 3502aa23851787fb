#!/usr/bin/env bash
# Throughput of self-play studies: 'varia study' with 1 and 2 threads, then the Spark module with
# local[1], local[2] and a standalone master plus one worker (2 cores) on this machine
# (spark/local-cluster). Every run plays the same study with the same seed: the script checks that
# all five write the same games.csv (exit 1 if not) and prints games/s for each.
#   bench/spark-study.sh [GAMES_PER_ARM [NODES]]      default 100 games per arm, 100 nodes a move
#   FULL=1 bench/spark-study.sh                        also the issue's 2000-games study on local[*]
#                                                      and on the standalone cluster
# Work files go to ${TMPDIR:-/tmp}/varia-spark-bench. Run on an otherwise idle machine for figures
# worth comparing; the Spark runs include Spark's start-up (about 10-20 s on 2 cores).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-100}"
nodes="${2:-100}"
work="${TMPDIR:-/tmp}/varia-spark-bench"
rm -rf "$work"
mkdir -p "$work"
study=(study chaturanga --option elephant=alfil,silver,dabbaba --games "$games" --nodes "$nodes" --seed 1)

"$root/varia" --version >/dev/null
"$root/spark/varia-spark" --version >/dev/null

declare -A seconds
run() { # NAME COMMAND...
  local name="$1"; shift
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >"$work/$name.out" 2>"$work/$name.err" || { echo "error: $name failed:" >&2; cat "$work/$name.err" "$work/$name.out" >&2; exit 1; }
  t1=$(date +%s.%N)
  seconds[$name]=$(echo "$t1 - $t0" | bc -l)
  printf '%-22s %8.1f s  %7.2f games/s  (%s)\n' "$name" "${seconds[$name]}" "$(echo "3 * $games / ${seconds[$name]}" | bc -l)" \
    "$(grep -o '[0-9]* games in [0-9.]* s ([0-9.]* games/s)' "$work/$name.out" | head -1) as the command reports it"
}

echo "chaturanga, elephant=alfil,silver,dabbaba, $games games each, $nodes nodes a move, seed 1; wall clock per run (JVM and Spark start-up included)"
echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
run threads-1 "$root/varia" "${study[@]}" --threads 1 --out "$work/threads-1" --no-progress
run threads-2 "$root/varia" "${study[@]}" --threads 2 --out "$work/threads-2" --no-progress
run spark-local-1 "$root/spark/varia-spark" "${study[@]}" --master 'local[1]' --out "$work/spark-local-1"
run spark-local-2 "$root/spark/varia-spark" "${study[@]}" --master 'local[2]' --out "$work/spark-local-2"
"$root/spark/local-cluster" start --cores 2 --memory 4g
trap '"$root/spark/local-cluster" stop >/dev/null' EXIT
run spark-standalone "$root/spark/varia-spark" "${study[@]}" --master spark://127.0.0.1:7077 --out "$work/spark-standalone"

status=0
for name in threads-2 spark-local-1 spark-local-2 spark-standalone; do
  other="$work/$name/games.csv"
  [[ -d "$other" ]] && other="$(ls "$other"/part-*.csv)"
  if ! cmp -s "$work/threads-1/games.csv" "$other"; then echo "MISMATCH: $name's games differ from threads-1's" >&2; status=1; fi
done
[[ $status == 0 ]] && echo "all five runs wrote the same $((3 * games)) games"

if [[ "${FULL:-0}" == 1 ]]; then
  full=(study chaturanga --option elephant=alfil,silver,dabbaba --games 2000 --nodes "$nodes" --seed 1)
  games=2000
  run full-spark-local "$root/varia" "${full[@]}" --spark --out "$work/full-local"
  run full-spark-standalone "$root/varia" "${full[@]}" --master spark://127.0.0.1:7077 --out "$work/full-standalone"
  cat "$work/full-spark-local.out"
  if cmp -s "$(ls "$work"/full-local/games.csv/part-*.csv)" "$(ls "$work"/full-standalone/games.csv/part-*.csv)"; then
    echo "local[*] and the standalone cluster wrote the same 6000 games"
  else echo "MISMATCH between local[*] and the standalone cluster" >&2; status=1; fi
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
