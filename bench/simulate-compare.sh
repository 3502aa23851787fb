#!/usr/bin/env bash
# Benchmark (not a test): two builds of Varia simulating the same games side by side, alternating,
# so that both see the same machine load. Prints per game the median process CPU (user + system
# seconds, start-up included) of each build and their ratio (B / A; below 1: B is faster). The
# figures both print (every number of the report but its time: wins, lengths, the family's counts)
# must agree, or the script fails; its wording may differ between builds.
#
# Usage: bench/simulate-compare.sh A.jar B.jar [RUNS] [GAME:GAMES[:STRATEGY] ...]
#   default runs 5; default games: ashtapada:20000 chaturaji:10000 (greedy players, one thread).
set -euo pipefail
a="$1"; b="$2"; runs="${3:-5}"; shift 3 2>/dev/null || shift $#
cases=("$@")
[[ ${#cases[@]} -eq 0 ]] && cases=(ashtapada:20000 chaturaji:10000)
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cpu() { # jar game games strategy -> CPU seconds; the report's numbers (its time aside) into $tmp/out
  /usr/bin/time -o "$tmp/t" -f "%U %S" java -jar "$1" simulate "$2" --games "$3" --threads 1 --seed 1 \
    ${4:+--strategy "$4"} 2>&1 | grep -v '^  time ' | grep -oE '[0-9]+([.][0-9]+)?' > "$tmp/out"
  awk '{print $1 + $2}' "$tmp/t"
}
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
printf '%-12s %8s %10s %10s %7s\n' game games "A cpu s" "B cpu s" "B/A"
for c in "${cases[@]}"; do
  IFS=: read -r game games strategy <<<"$c"
  : > "$tmp/a"; : > "$tmp/b"
  for ((r = 1; r <= runs; r++)); do
    cpu "$a" "$game" "$games" "$strategy" >> "$tmp/a"; cp "$tmp/out" "$tmp/out-a"
    cpu "$b" "$game" "$games" "$strategy" >> "$tmp/b"
    if ! cmp -s "$tmp/out-a" "$tmp/out"; then echo "$game: the builds' figures differ" >&2; diff "$tmp/out-a" "$tmp/out" >&2 || true; exit 1; fi
  done
  ma="$(median < "$tmp/a")"; mb="$(median < "$tmp/b")"
  printf '%-12s %8s %10.2f %10.2f %7.3f\n' "$game" "$games" "$ma" "$mb" "$(awk -v x="$ma" -v y="$mb" 'BEGIN{print y/x}')"
done
