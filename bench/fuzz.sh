#!/usr/bin/env bash
# Coverage-guided fuzzing (Jazzer) of every parser and protocol loop outside the engine and the
# loader, and of the loader and FEN through their public API (issue 13). Each target runs 100,000
# inputs (ParserFuzzTest.RUNS) in fuzzing mode, in a JVM with a HEAP heap (default 512m): an input
# that throws, runs longer than 20 s (HangGuard) or exhausts the heap stops
# the target, and Jazzer saves it under tests/src/test/resources/varia/fuzz/<Class>Inputs/<target>/,
# where 'mvn verify' replays it from then on. Prints one line per target; logs in bench/results/.
#
#   bench/fuzz.sh                      # all twelve targets
#   bench/fuzz.sh pgn uci              # some of them
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

HEAP="${HEAP:-512m}"
all=(notation fen usi iccs wxf gib kif csa yaml ini xboard uci pgn)
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${all[@]}")
mkdir -p bench/results

echo "== building"
mvn -B -q -pl tests -am test-compile -DskipTests || exit 1

printf '%-9s %9s %8s %6s %8s %7s  %s\n' target runs exec/s cov corpus rss result
failed=0
for t in "${targets[@]}"; do
  case "$t" in uci|xboard) class=ProtocolFuzzTest ;; *) class=ParserFuzzTest ;; esac
  log="bench/results/fuzz-$t.log"
  start=$(date +%s)
  JAZZER_FUZZ=1 mvn -B -o -pl tests -am test -Dvaria.fuzz.tests="varia.fuzz.$class#$t" -Dvaria.fuzz.only=true \
    -Djazzer.instrument='varia.**' \
    -Dvaria.test.jvm="-Xss8m -Xmx$HEAP -XX:-OmitStackTraceInFastThrow" >"$log" 2>&1
  code=$?
  secs=$(( $(date +%s) - start ))
  # libFuzzer's last status line: "#100000 DONE cov: 1234 ft: 5678 corp: 90/12Kb ... exec/s: 345 rss: 456Mb"
  status=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -1)
  runs=$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$status")
  execs=$(sed -nE 's/.*exec\/s: ([0-9]+).*/\1/p' <<<"$status")
  cov=$(sed -nE 's/.*cov: ([0-9]+).*/\1/p' <<<"$status")
  corp=$(sed -nE 's/.*corp: ([0-9]+)\/.*/\1/p' <<<"$status")
  rss=$(sed -nE 's/.*rss: ([0-9]+Mb).*/\1/p' <<<"$status")
  if [[ $code -eq 0 && "$status" == *DONE* ]]; then result="ok (${secs}s)"; else result="FAILED (see $log)"; failed=1; fi
  printf '%-9s %9s %8s %6s %8s %7s  %s\n' "$t" "${runs:-?}" "${execs:-?}" "${cov:-?}" "${corp:-?}" "${rss:-?}" "$result"
done
exit $failed
