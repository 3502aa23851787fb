#!/usr/bin/env bash
# Benchmark (not a test): two builds of Varia side by side on the same perft runs, alternating,
# so that both see the same machine load. Prints per variant the median perft-thread CPU rate of
# each build and their ratio (B / A). Counts must agree, or the script fails.
#
# Usage: bench/perft-compare.sh A.jar B.jar [RUNS] [VARIANT:DEPTH[:OPTION=VALUE,...] ...]
#   default runs 5; default variants: the start positions of the games Fairy-Stockfish shares.
#   e.g. ouk-chatrang:6:ruleset=fairy-stockfish-11 runs that perft with --option ruleset=fairy-stockfish-11.
set -euo pipefail
a="$1"; b="$2"; runs="${3:-5}"; shift 3 2>/dev/null || shift $#
cases=("$@")
if [[ ${#cases[@]} -eq 0 ]]; then
  cases=(chess:5 makruk:5 shatranj:5 ouk-chatrang:5 shatar:5 sittuyin:4 xiangqi:4 janggi:4 shogi:4 hiashatar:4 senterej:4 sho-shogi:4 shahrady:4)
fi
# One perft thread for each build: a build with parallel perft (--threads) would otherwise split the
# tree over the cores, and its CPU rate would include the split's overhead, not the engine's speed.
threads() { if java -jar "$1" perft --help 2>&1 | grep -q -- '--threads'; then echo "--threads 1"; fi; }
ta="$(threads "$a")"; tb="$(threads "$b")"
rate() { # jar variant depth options -> "nodes rate"
  local out extra opts=() kv o
  if [[ "$1" == "$a" ]]; then extra="$ta"; else extra="$tb"; fi
  if [[ -n "$4" ]]; then IFS=',' read -r -a kv <<<"$4"; for o in "${kv[@]}"; do opts+=(--option "$o"); done; fi
  out="$(java -jar "$1" perft "$2" "$3" --cpu $extra ${opts[@]+"${opts[@]}"} 2>&1)"
  local nodes rate
  nodes="$(sed -n 's/^nodes \([0-9]*\).*/\1/p' <<<"$out" | head -1)"
  rate="$(sed -n 's/.*cpu \([0-9.]*\) s  \([0-9.]*\) \([kM]\) nodes\/s.*/\2 \3/p' <<<"$out" | head -1)"
  local value unit; read -r value unit <<<"$rate"
  [[ "$unit" == k ]] && value="$(awk -v v="$value" 'BEGIN{print v/1000}')"
  echo "$nodes $value"
}
median() { sort -g | awk '{v[NR]=$1} END{print (NR%2)? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
printf '%-14s %5s %12s %10s %10s %7s\n' variant depth nodes "A M/s" "B M/s" "B/A"
for c in "${cases[@]}"; do
  IFS=':' read -r v d o <<<"$c"
  o="${o:-}"
  ra=(); rb=(); na=""; nb=""
  for ((i = 0; i < runs; i++)); do
    read -r na x <<<"$(rate "$a" "$v" "$d" "$o")"; ra+=("$x")
    read -r nb y <<<"$(rate "$b" "$v" "$d" "$o")"; rb+=("$y")
  done
  if [[ "$na" != "$nb" ]]; then echo "error: $v depth $d: counts differ ($na vs $nb)" >&2; exit 1; fi
  ma="$(printf '%s\n' "${ra[@]}" | median)"; mb="$(printf '%s\n' "${rb[@]}" | median)"
  printf '%-14s %5s %12s %10.2f %10.2f %7.3f\n' "$v${o:+ ($o)}" "$d" "$na" "$ma" "$mb" "$(awk -v x="$ma" -v y="$mb" 'BEGIN{print y/x}')"
done
