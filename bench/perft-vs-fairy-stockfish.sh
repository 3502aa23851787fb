#!/usr/bin/env bash
# Benchmark (not a test): Varia's perft against Fairy-Stockfish's on the same start position,
# in the same run. Usage: bench/perft-vs-fairy-stockfish.sh [VARIANT [DEPTH]]   (default: makruk 6)
#
# Varia: the time Varia itself reports (JVM start-up excluded); it runs twice, each in a fresh
#        JVM, and the faster run counts (JIT warm-up is part of the measured time).
# Fairy-Stockfish: 11.1 prints no time for perft, so the whole process is timed and its start-up
#        (median of 3 'go perft 1' runs, ~0.08 s) is subtracted.
# Both engines count the last ply in bulk, so the rates are leaf nodes per second.
# Environment: FAIRY_STOCKFISH (binary), FS_VARIANT (FS's name when it differs from Varia's),
#              VARIA_RUNS (Varia runs, default 2), VARIA (launcher, default ./varia).
set -euo pipefail

variant="${1:-makruk}"
depth="${2:-6}"
fs_variant="${FS_VARIANT:-$variant}"
runs="${VARIA_RUNS:-2}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
varia="${VARIA:-$root/varia}"

fs="${FAIRY_STOCKFISH:-}"
if [[ -z "$fs" ]]; then
  if [[ -x /usr/games/fairy-stockfish ]]; then fs=/usr/games/fairy-stockfish
  else fs="$(command -v fairy-stockfish || true)"; fi
fi
if [[ -z "$fs" || ! -x "$fs" ]]; then
  echo "error: fairy-stockfish not found; install fairy-stockfish: apt-get install -y fairy-stockfish" >&2
  exit 1
fi

now() { date +%s.%N; }

fs_run() { # depth -> prints FS's output
  printf 'setoption name UCI_Variant value %s\nposition startpos\nd\ngo perft %s\nquit\n' "$fs_variant" "$1" | "$fs"
}

# --- Fairy-Stockfish ------------------------------------------------------------------------
out="$(fs_run 1)"
fs_fen="$(sed -n 's/^Fen: //p' <<<"$out" | head -1)"
if [[ "$fs_variant" != chess && "$fs_fen" == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" ]]; then
  echo "error: Fairy-Stockfish does not seem to know variant '$fs_variant' (it kept chess); set FS_VARIANT" >&2
  exit 1
fi
startups=()
for _ in 1 2 3; do
  t0="$(now)"; fs_run 1 >/dev/null; t1="$(now)"
  startups+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.4f", b-a}')")
done
startup="$(printf '%s\n' "${startups[@]}" | sort -n | sed -n 2p)"

echo "variant $variant (Fairy-Stockfish: $fs_variant), depth $depth, start position $fs_fen"
echo "running Fairy-Stockfish..." >&2
cpu_file="$(mktemp)"
t0="$(now)"; out="$( { TIMEFORMAT=%U; time fs_run "$depth"; } 2>"$cpu_file" )"; t1="$(now)"
fs_cpu="$(tail -1 "$cpu_file")"; rm -f "$cpu_file"
fs_nodes="$(sed -n 's/^Nodes searched: //p' <<<"$out")"
fs_time="$(awk -v a="$t0" -v b="$t1" -v s="$startup" 'BEGIN{t=b-a-s; if (t<0.001) t=0.001; printf "%.3f", t}')"
fs_wall="$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.3f", b-a}')"

# --- Varia ----------------------------------------------------------------------------------
varia_time=""; varia_nodes=""; varia_cpu=""
for ((i = 1; i <= runs; i++)); do
  echo "running Varia ($i/$runs)..." >&2
  err_file="$(mktemp)"
  if ! out="$("$varia" perft "$variant" "$depth" --cpu 2>"$err_file")"; then echo "error: Varia's perft failed" >&2; exit 1; fi
  c="$(awk '$1=="cpu"{print $2}' "$err_file")"; rm -f "$err_file"
  if [[ -n "$c" ]] && { [[ -z "$varia_cpu" ]] || awk -v a="$c" -v b="$varia_cpu" 'BEGIN{exit !(a<b)}'; }; then varia_cpu="$c"; fi
  line="$(tail -1 <<<"$out")"
  n="$(awk '$1=="nodes"{print $2}' <<<"$line")"
  t="$(awk '$3=="time"{print $4}' <<<"$line")"
  if [[ -z "$n" || -z "$t" ]]; then echo "error: unexpected Varia output: $line" >&2; exit 1; fi
  if [[ -n "$varia_nodes" && "$n" != "$varia_nodes" ]]; then echo "error: Varia's runs disagree: $varia_nodes vs $n" >&2; exit 1; fi
  varia_nodes="$n"
  if [[ -z "$varia_time" ]] || awk -v a="$t" -v b="$varia_time" 'BEGIN{exit !(a<b)}'; then varia_time="$t"; fi
done

# --- Report ---------------------------------------------------------------------------------
rate() { awk -v n="$1" -v t="$2" 'BEGIN{if (t<=0) t=0.001; printf "%.1f M nodes/s", n/t/1e6}'; }
printf '%-16s %12s nodes  %8.3f s  %s  (faster of %d runs, time reported by Varia)\n' \
  Varia "$varia_nodes" "$varia_time" "$(rate "$varia_nodes" "$varia_time")" "$runs"
printf '%-16s %12s nodes  %8.3f s  %s  (wall %.3f s - start-up %.3f s)\n' \
  Fairy-Stockfish "$fs_nodes" "$fs_time" "$(rate "$fs_nodes" "$fs_time")" "$fs_wall" "$startup"
if [[ "$varia_nodes" != "$fs_nodes" ]]; then
  echo "MISMATCH: Varia counts $varia_nodes, Fairy-Stockfish $fs_nodes" >&2
  exit 1
fi
echo "counts agree"
awk -v vn="$varia_nodes" -v vt="$varia_time" -v fn="$fs_nodes" -v ft="$fs_time" \
  'BEGIN{printf "ratio Varia/FS %.2f  (leaf-node rate by wall clock; above 1 = Varia faster)\n", (vn/vt)/(fn/ft)}'
# CPU time: Varia's perft thread against Fairy-Stockfish's user time (start-up included, which
# slightly favours Varia on tiny trees); steadier than the wall clock on a busy machine
if [[ -n "$varia_cpu" && -n "$fs_cpu" ]]; then
  awk -v vn="$varia_nodes" -v vc="$varia_cpu" -v fn="$fs_nodes" -v fc="$fs_cpu" \
    'BEGIN{if (vc<=0) vc=0.001; if (fc<=0) fc=0.001; printf "cpu: Varia %.2f s (%.1f M nodes/s), Fairy-Stockfish %.2f s (%.1f M nodes/s); ratio %.2f\n", vc, vn/vc/1e6, fc, fn/fc/1e6, (vn/vc)/(fn/fc)}'
fi
