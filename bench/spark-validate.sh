#!/usr/bin/env bash
# 'batch validate' on a generated archive of a million games (never committed: made here, deleted
# after unless KEEP=1): 500 distinct Chaturanga games from a seeded 'varia study' (60 nodes a
# move, at most 40 plies, 6 random opening plies) repeated with their Round tags renumbered, and
# every 1000th game's first move replaced by an illegal one (bench/ArchiveGenerator.java). The
# script checks the counts the
# job reads back from its Parquet rows: GAMES rows, GAMES/1000 failed at move 1.
#   bench/spark-validate.sh [GAMES [MASTER]]      default 1000000 games, local[*]
#   bench/spark-validate.sh 1000000 spark://127.0.0.1:7077   (after spark/local-cluster start)
# Work files go to ${TMPDIR:-/tmp}/varia-validate-bench (about 0.5 GB for a million games).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-1000000}"
master="${2:-local[*]}"
work="${TMPDIR:-/tmp}/varia-validate-bench"
mkdir -p "$work"
big="$work/archive-$games.pgn"

if [[ ! -f "$big" ]]; then
  "$root/varia" study chaturanga --games 500 --nodes 60 --max-plies 40 --opening-plies 6 --seed 2 \
    --out "$work/base" --no-progress >/dev/null
  t0=$(date +%s)
  java "$root/bench/ArchiveGenerator.java" "$work/base/games.pgn" "$games" "$big.tmp"
  mv "$big.tmp" "$big"
  echo "generated $big: $games games, $(du -h "$big" | cut -f1) in $(( $(date +%s) - t0 )) s"
fi

out="$work/out"
t0=$(date +%s.%N)
set +e
"$root/spark/varia-spark" batch validate chaturanga "$big" --out "$out" --master "$master" | tee "$work/validate.out"
code=${PIPESTATUS[0]}
set -e
t1=$(date +%s.%N)
printf 'wall clock %.1f s (JVM and Spark start-up included), %.0f games/s\n' "$(echo "$t1 - $t0" | bc -l)" "$(echo "$games / ($t1 - $t0)" | bc -l)"
du -sh "$out/games.parquet"

want_failed=$((games / 1000))
want="$((games - want_failed)) passed, $want_failed failed"
status=0
if [[ "$(tail -1 "$work/validate.out")" != "$want" ]]; then echo "MISMATCH: expected '$want'" >&2; status=1; fi
if ! grep -q "^ *$want_failed  fail not_checked (move)$" "$work/validate.out"; then echo "MISMATCH: expected $want_failed move failures" >&2; status=1; fi
[[ $code == 1 && $status == 0 ]] && echo "ok: $games rows in $out/games.parquet, the $want_failed corrupted games failed at move 1"
[[ "${KEEP:-0}" == 1 ]] || rm -f "$big"
exit $status
