#!/usr/bin/env bash
# Load test of 'varia serve': GAMES games at once over loopback (default 200), each ROUNDS rounds
# of "read the state, play a random legal move, let the computer (level 1) answer" (default 20).
# Starts its own server on a free port, prints request count, errors and latency percentiles,
# and exits 1 on any error. Traffic goes to 127.0.0.1 only; the run stops by itself (30 min cap).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
games="${1:-200}"
rounds="${2:-20}"

# compile the tests' load driver and write its class path (the reactor resolves the interpreter's classes)
mvn -B -q -pl tests -am test-compile dependency:build-classpath -Dmdep.outputFile=target/web-load.cp >/dev/null
cp="tests/target/test-classes:$(cat tests/target/web-load.cp)"
jar="$(ls interpreter/target/varia-interpreter-*-all.jar 2>/dev/null | head -1)"
[[ -n "$jar" ]] || mvn -B -q -pl interpreter -am package -DskipTests >/dev/null
jar="$(ls interpreter/target/varia-interpreter-*-all.jar | head -1)"

log="$(mktemp)"
java -jar "$jar" serve --port 0 --max-games "$((games * 2))" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do
  port="$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$log")"
  [[ -n "$port" ]] && break
  sleep 0.2
done
[[ -n "${port:-}" ]] || { echo "error: the server did not start" >&2; cat "$log" >&2; exit 1; }
echo "server on port $port; $games games x $rounds rounds"
java -cp "$cp" varia.web.LoadRun "$port" "$games" "$rounds"
