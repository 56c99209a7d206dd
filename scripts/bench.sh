#!/usr/bin/env bash
# DESIGN 7 server budgets, measured in one run (docs/performance.md explains the method):
#   the real server (NODE_ENV=production) and a bare node:http server that sends the same bytes
#   (scripts/bench/bare-server.mjs), both pinned to core 0, loaded by wrk pinned to core 1.
#   Targets: (a) a cacheable RPC read, (b) the home page for a guest.
#   Budgets: app ≥ 50 % of the bare server's requests/second; app p99 < 50 ms at 50 connections.
# The two servers never run at the same time: the one not being measured is paused (SIGSTOP),
# and each target is measured app-then-bare back to back, so both see the same machine state.
# A throwaway database and upload folder under /tmp are used; data/ is never touched.
#
# The app runs with the production defaults (DESIGN 7), LOG_LEVEL=info included: one log line per
# request is part of what is measured (BENCH_LOG_LEVEL=warn measures without it, for comparison).
# Requests say `Accept-Encoding: br, gzip` as browsers do, so the app answers compressed (the
# cached home page as gzip with nonce holes) and the bare server sends the same compressed bytes,
# with the same response headers (security headers and CSP included; BENCH_BARE_HEADERS=minimal
# gives the bare server only Content-Type/Length/Encoding and Vary, the method before 2026-11-24).
#
# Knobs: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, 2), BENCH_CONNECTIONS (50), BENCH_LOG_LEVEL (info),
#        BENCH_ROUNDS (1; more rounds are pooled), BENCH_BARE_HEADERS (same | minimal),
#        BENCH_TRACKING=0 skips the tracking-log step, BENCH_KEEP=1 keeps the /tmp folder
#        (logs, fixtures, raw wrk output), BENCH_STRICT=1 exits 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${BENCH_DURATION:-10}"
WARMUP="${BENCH_WARMUP:-2}"
CONNECTIONS="${BENCH_CONNECTIONS:-50}"
ACCEPT_ENCODING="${BENCH_ACCEPT_ENCODING:-br, gzip}"
ROUNDS="${BENCH_ROUNDS:-1}"
SERVER_CORE=0
LOAD_CORE=1

# key|path|label — the targets of DESIGN 7.
TARGETS=(
  "rpc|/lwr/apex/v65.0/Utils/getSiteConfig|Cacheable RPC read (Utils.getSiteConfig)"
  "home|/|Home page, guest (GET /)"
)

bash scripts/setup-test-env.sh --bench
command -v wrk >/dev/null || { echo "wrk is not installed" >&2; exit 1; }
command -v taskset >/dev/null || { echo "taskset (util-linux) is not installed" >&2; exit 1; }
if [ "$(nproc)" -lt 2 ]; then
  echo "Warning: fewer than 2 cores: the servers and wrk share one core, the figures mean little." >&2
  LOAD_CORE=0
fi
if [ ! -f build/server.js ] || [ ! -f build/server/index.js ]; then
  echo "No build found: building…"
  npm run --silent build
fi

WORK="$(mktemp -d /tmp/bench-XXXX)"
mkdir -p "$WORK/uploads" "$WORK/fixtures" "$WORK/results"
APP_PID=""
BARE_PID=""

stop_pid() {
  local pid="$1"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
  kill -CONT "$pid" 2>/dev/null || true # a paused process cannot act on SIGTERM
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
cleanup() {
  stop_pid "$APP_PID"
  stop_pid "$BARE_PID"
  if [ "${BENCH_KEEP:-0}" = "1" ]; then echo "Kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
wait_ready() { # pid url log
  for _ in $(seq 300); do
    if ! kill -0 "$1" 2>/dev/null; then
      echo "The server exited during start-up; its log:" >&2
      tail -n 30 "$3" >&2
      exit 1
    fi
    curl -fsS -o /dev/null "$2" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "The server did not answer $2 within 30 s; its log:" >&2
  tail -n 30 "$3" >&2
  exit 1
}
cpu_ticks() { # pid → user+system CPU time of the process (all its threads), in clock ticks
  sed 's/^.*) //' "/proc/$1/stat" | awk '{ print $12 + $13 }'
}
cpu_pressure_us() { # total µs some task waited for a CPU (PSI), or 0 when the kernel has no PSI
  awk '/^some/ { sub("total=", "", $5); print $5; found = 1 } END { if (!found) print 0 }' /proc/pressure/cpu 2>/dev/null || echo 0
}
machine_busy() { # percent of all CPUs busy over one second
  local a b i idle total=0
  read -ra a < <(head -1 /proc/stat); sleep 1; read -ra b < <(head -1 /proc/stat)
  idle=$(( (b[4] + b[5]) - (a[4] + a[5]) ))
  for i in 1 2 3 4 5 6 7 8; do total=$(( total + b[i] - a[i] )); done
  echo $(( total > 0 ? 100 * (total - idle) / total : 0 ))
}
run_wrk() { # key server pid url round
  local out="$WORK/results/$1.$2.r$5.txt" t0 t1 p0 p1
  printf '  %-5s %-4s warm-up %ss, measure %ss … ' "$1" "$2" "$WARMUP" "$DURATION"
  taskset -c "$LOAD_CORE" wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" -H "Accept-Encoding: $ACCEPT_ENCODING" "$4" >/dev/null
  t0="$(cpu_ticks "$3")"; p0="$(cpu_pressure_us)"
  taskset -c "$LOAD_CORE" wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" -H "Accept-Encoding: $ACCEPT_ENCODING" --latency -s scripts/bench/report.lua "$4" >"$out"
  t1="$(cpu_ticks "$3")"; p1="$(cpu_pressure_us)"
  # Server CPU time per request is hardly moved by other load on the machine, unlike req/s.
  echo "BENCH_CPU {\"ticks\":$((t1 - t0)),\"hz\":$(getconf CLK_TCK),\"pressure_us\":$((p1 - p0))}" >>"$out"
  grep -E '^Requests/sec' "$out" | tr -s ' ' | tr -d '\n'
  grep -E '^ +99%' "$out" | tr -s ' ' | sed 's/^ 99%/, p99/'
}
focus() { # pid to run, pid to pause
  kill -STOP "$2"
  kill -CONT "$1"
}

busy="$(machine_busy)"
if [ "$busy" -gt 15 ]; then
  echo "Warning: the machine is already ${busy} % busy with other work: requests/second will be low and noisy." >&2
  echo "         The CPU-per-request columns stay meaningful; or run again when the machine is idle." >&2
fi

echo "== app: NODE_ENV=production LOG_LEVEL=${BENCH_LOG_LEVEL:-info} node build/server.js on core $SERVER_CORE (data in $WORK)"
APP_PORT="$(free_port)"
taskset -c "$SERVER_CORE" env -u REDIS_URL -u BASE_PATH -u PUBLIC_ORIGIN \
  NODE_ENV=production HOST=127.0.0.1 PORT="$APP_PORT" LOG_LEVEL="${BENCH_LOG_LEVEL:-info}" \
  DATABASE_URL="file:$WORK/site.db" UPLOAD_DIR="$WORK/uploads" \
  node build/server.js >"$WORK/app.log" 2>&1 &
APP_PID=$!
wait_ready "$APP_PID" "http://127.0.0.1:$APP_PORT/readyz" "$WORK/app.log"

# The bare server answers what the app answered: same body bytes (as sent, compressed), same
# Content-Type and Content-Encoding. The first request fills the app's caches; the second is a hit.
fixtures="{"
for t in "${TARGETS[@]}"; do
  IFS='|' read -r key path _ <<<"$t"
  curl -sS -o /dev/null -H "Accept-Encoding: $ACCEPT_ENCODING" "http://127.0.0.1:$APP_PORT$path"
  out="$(curl -sS -o "$WORK/fixtures/$key.body" -D "$WORK/fixtures/$key.head" -H "Accept-Encoding: $ACCEPT_ENCODING" \
    -w '%{http_code}|%{content_type}|%{size_header}' "http://127.0.0.1:$APP_PORT$path")"
  IFS='|' read -r code type header_bytes <<<"$out"
  if [ "$code" != "200" ]; then echo "GET $path answered $code, expected 200" >&2; exit 1; fi
  encoding="$( (grep -i '^content-encoding:' "$WORK/fixtures/$key.head" || true) | tr -d '\r' | awk '{ print $2 }')"
  echo "  $key: GET $path → 200, $type, ${encoding:-identity}, body $(wc -c <"$WORK/fixtures/$key.body") B (+ $header_bytes B of headers)"
  [ "$fixtures" = "{" ] || fixtures+=","
  head_file="$WORK/fixtures/$key.head"
  [ "${BENCH_BARE_HEADERS:-same}" = "minimal" ] && head_file=""
  fixtures+="$(node -e 'console.log(JSON.stringify(process.argv[1])+":"+JSON.stringify({file:process.argv[2],type:process.argv[3],encoding:process.argv[4]||undefined,head:process.argv[5]||undefined}))' \
    "$path" "$WORK/fixtures/$key.body" "$type" "$encoding" "$head_file")"
done
echo "$fixtures}" >"$WORK/fixtures.json"

echo "== bare node:http server with the same bytes, on core $SERVER_CORE"
kill -STOP "$APP_PID"
BARE_PORT="$(free_port)"
taskset -c "$SERVER_CORE" env NODE_ENV=production node scripts/bench/bare-server.mjs "$BARE_PORT" "$WORK/fixtures.json" \
  >"$WORK/bare.log" 2>&1 &
BARE_PID=$!
wait_ready "$BARE_PID" "http://127.0.0.1:$BARE_PORT$(cut -d'|' -f2 <<<"${TARGETS[0]}")" "$WORK/bare.log"
for t in "${TARGETS[@]}"; do
  IFS='|' read -r key path _ <<<"$t"
  if ! curl -fsS "http://127.0.0.1:$BARE_PORT$path" | cmp -s - "$WORK/fixtures/$key.body"; then
    echo "The bare server's answer to $path differs from the app's" >&2
    exit 1
  fi
  echo "  $key: bare server sends the same body with $(curl -sS -o /dev/null -w '%{size_header}' "http://127.0.0.1:$BARE_PORT$path") B of headers"
done

echo "== wrk -t1 -c$CONNECTIONS on core $LOAD_CORE; the server not measured is paused"
for round in $(seq "$ROUNDS"); do
  [ "$ROUNDS" = "1" ] || echo " round $round/$ROUNDS"
  for t in "${TARGETS[@]}"; do
    IFS='|' read -r key path _ <<<"$t"
    focus "$APP_PID" "$BARE_PID"
    run_wrk "$key" app "$APP_PID" "http://127.0.0.1:$APP_PORT$path" "$round"
    focus "$BARE_PID" "$APP_PID"
    run_wrk "$key" bare "$BARE_PID" "http://127.0.0.1:$BARE_PORT$path" "$round"
  done
done
stop_pid "$BARE_PID"
stop_pid "$APP_PID"
if grep -q '"level":[56]0' "$WORK/app.log"; then
  echo "The app logged errors during the run:" >&2
  grep '"level":[56]0' "$WORK/app.log" | head -n 5 >&2
fi

echo
labels=()
for t in "${TARGETS[@]}"; do
  IFS='|' read -r key _ label <<<"$t"
  labels+=("$key=$label")
done
BENCH_DURATION="$DURATION" BENCH_CONNECTIONS="$CONNECTIONS" BENCH_BUSY="$busy" \
  node scripts/bench/summary.mjs "$WORK/results" "${labels[@]}"

[ "${BENCH_TRACKING:-1}" = "0" ] && exit 0
echo
echo "== Tracking-log writes (issue 7: target ≥ 2,000 logs/s on SQLite)"
BENCH_DURATION="$DURATION" BENCH_CONNECTIONS="$CONNECTIONS" node scripts/bench/tracking.mjs
