#!/usr/bin/env bash
# Benchmark (not a test): 'batch validate' on Spark against plain 'validate' on the same archive of
# real games, side by side on this machine: games/s of each (wall clock, JVM and Spark start-up
# included) and their ratio. The archive is made here from real games kept as test data (never
# committed; deleted after unless KEEP=1):
#   csa   (default) one CSA file of the 262 games of the 28th World Computer Shogi Championship
#         (tests/records/shogi/wcsc28), cycled, separated by '/' lines: a native-format file of
#         many games, which batch validate now reads in parts;
#   pgn   one PGN file of the real chess, makruk and shatranj sample games (samples/), as chess
#         only: samples/chess/classics.pgn cycled.
# Both runs must count the same games, passed and failed, or the script fails.
#   bench/batch-vs-validate.sh [GAMES [csa|pgn [MASTER]]]   default 1000000 csa local[*]
# Speed figures taken while other jobs run are noisy: the load average is printed before and after.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-1000000}"
kind="${2:-csa}"
master="${3:-local[*]}"
work="${TMPDIR:-/tmp}/varia-batch-bench"
mkdir -p "$work"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"

case "$kind" in
  csa) variant=shogi; big="$work/archive-$games.csa" ;;
  pgn) variant=chess; big="$work/archive-$games.pgn" ;;
  *) echo "usage: $0 [GAMES [csa|pgn [MASTER]]]" >&2; exit 2 ;;
esac

if [[ ! -f "$big" ]]; then
  python3 - "$root" "$kind" "$games" "$big.tmp" <<'EOF'
import glob, re, sys
root, kind, games, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
if kind == "csa":
    base = [open(f, encoding="utf-8").read().replace("\ufeff", "").rstrip("\n") + "\n/\n"
            for f in sorted(glob.glob(root + "/tests/records/shogi/wcsc28/*.csa"))]
else:
    text = open(root + "/samples/chess/classics.pgn", encoding="utf-8").read()
    base = [g.strip() + "\n\n" for g in re.split(r"\n(?=\[Event )", text) if g.strip()]
with open(out, "w", encoding="utf-8") as f:
    for i in range(games):
        f.write(base[i % len(base)])
EOF
  mv "$big.tmp" "$big"
  echo "generated $big: $games games, $(du -h "$big" | cut -f1)"
fi

secs() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.1f", b - a}'; }

t0=$(date +%s.%N)
set +e
"$root/varia" validate "$variant" "$big" --quiet --no-progress > "$work/validate.out"
set -e
t1=$(date +%s.%N)
plain="$(tail -1 "$work/validate.out")"
tv="$(secs "$t0" "$t1")"

rm -rf "$work/out"
t0=$(date +%s.%N)
set +e
"$root/spark/varia-spark" batch validate "$variant" "$big" --out "$work/out" --master "$master" > "$work/batch.out" 2> "$work/batch.err"
set -e
t1=$(date +%s.%N)
batch="$(tail -1 "$work/batch.out")"
tb="$(secs "$t0" "$t1")"

echo "validate:       $plain in $tv s: $(awk -v g="$games" -v t="$tv" 'BEGIN{printf "%.0f", g / t}') games/s"
echo "batch validate: $batch in $tb s: $(awk -v g="$games" -v t="$tb" 'BEGIN{printf "%.0f", g / t}') games/s ($master)"
grep "games in" "$work/batch.out" || true
echo "batch / validate: $(awk -v a="$tv" -v b="$tb" 'BEGIN{printf "%.2f", a / b}')x"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
[[ "${KEEP:-0}" == 1 ]] || rm -f "$big"
if [[ "$plain" != "$batch" ]]; then echo "MISMATCH: validate says '$plain', batch validate '$batch'" >&2; exit 1; fi
