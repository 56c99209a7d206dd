#!/usr/bin/env bash
# Instructions per answer, the app against the bare node:http server (issue 27 item 3), counted by
# valgrind's callgrind: unlike requests/second, the count does not move with what the host is
# doing, so it shows a change of a few percent that `npm run bench` cannot (docs/performance.md).
#
# 1. `scripts/bench.sh` with one short round makes a seeded database and the bare server's
#    fixtures (the app's own answers, headers included).
# 2. Each server runs under callgrind with instrumentation off, the production defaults
#    (`LOG_LEVEL=info`, the log through a pipe) and PAGE_CACHE_SECONDS=3600 (a run outlasts the
#    default lifetime; a re-render would be counted). Both targets are warmed up with
#    BENCH_WARMUP_REQUESTS each (V8 must have compiled the path: with too few, its optimising
#    compiler is most of what is counted).
# 3. Instrumentation on; each target gets BENCH_REQUESTS from 10 keep-alive connections
#    (scripts/bench/drive.mjs), twice in turn; the second pass is reported (the first still
#    carries compilation that the target switch sets off).
# Takes about five minutes. Needs valgrind (installed from Debian's packages if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."

WARM="${BENCH_WARMUP_REQUESTS:-20000}"
REQUESTS="${BENCH_REQUESTS:-2000}"
RPC_PATH=/lwr/apex/v65.0/Utils/getSiteConfig

bash scripts/setup-test-env.sh --instructions
if [ ! -f build/server.js ] || [ ! -f build/server/index.js ]; then
  echo "No build found: building…"
  npm run --silent build
fi

echo "== Seeded database and bare-server fixtures (scripts/bench.sh, one short round)"
kept="$(BENCH_KEEP=1 BENCH_ROUNDS=1 BENCH_DURATION=1 BENCH_WARMUP=1 BENCH_TRACKING=0 bash scripts/bench.sh 2>&1 | sed -n 's/^Kept //p')"
[ -n "$kept" ] && [ -f "$kept/site.db" ] && [ -f "$kept/fixtures.json" ] || { echo "scripts/bench.sh kept no folder" >&2; exit 1; }
WORK="$kept"
VPID=""
cleanup() {
  [ -z "$VPID" ] || kill "$VPID" 2>/dev/null || true
  [ "${BENCH_KEEP:-0}" = "1" ] && echo "Kept $WORK" || rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
  node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

measure() { # name → prints "<name> <target> <pass> <instructions per answer>" lines
  local name="$1" dir="$WORK/callgrind-$1" port metrics_port
  mkdir -p "$dir/uploads"
  port="$(free_port)"
  metrics_port="$(free_port)"
  mkfifo "$dir/log.pipe"
  cat "$dir/log.pipe" >"$dir/server.log" &
  # callgrind_control finds the process by these two, as the server had them.
  export USER="${USER:-root}" HOST=127.0.0.1
  local callgrind=(valgrind --tool=callgrind --instr-atstart=no --smc-check=all-non-file --vgdb=yes --vgdb-prefix="$dir/vgdb" --callgrind-out-file="$dir/out.%p")
  # The environment is set before valgrind starts: an `env` after it would run outside it.
  if [ "$name" = app ]; then
    cp "$WORK/site.db" "$dir/site.db"
    env -u REDIS_URL -u BASE_PATH -u PUBLIC_ORIGIN -u METRICS_TOKEN NODE_ENV=production PORT="$port" LOG_LEVEL=info \
      DATABASE_URL="file:$dir/site.db" UPLOAD_DIR="$dir/uploads" METRICS_PORT="$metrics_port" PAGE_CACHE_SECONDS=3600 \
      "${callgrind[@]}" node build/server.js >"$dir/log.pipe" 2>"$dir/valgrind.log" &
  else
    env NODE_ENV=production "${callgrind[@]}" node scripts/bench/bare-server.mjs "$port" "$WORK/fixtures.json" >"$dir/log.pipe" 2>"$dir/valgrind.log" &
  fi
  VPID=$!
  for _ in $(seq 600); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port$RPC_PATH" 2>/dev/null && break
    kill -0 "$VPID" 2>/dev/null || { echo "the $name server exited under valgrind:" >&2; tail -n 20 "$dir/valgrind.log" >&2; exit 1; }
    sleep 0.5
  done
  local control="callgrind_control --vgdb-prefix=$dir/vgdb"
  local target path pass
  for target in rpc home; do
    path="$RPC_PATH"; [ "$target" = home ] && path=/
    node scripts/bench/drive.mjs "http://127.0.0.1:$port$path" "$WARM" 10
  done
  $control -i on "$VPID" >/dev/null 2>&1
  for pass in 1 2; do
    for target in rpc home; do
      path="$RPC_PATH"; [ "$target" = home ] && path=/
      node scripts/bench/drive.mjs "http://127.0.0.1:$port$path" "$REQUESTS" 10
      $control -d "$target-$pass" "$VPID" >/dev/null 2>&1
      $control -z "$VPID" >/dev/null 2>&1
    done
  done
  kill "$VPID"
  wait "$VPID" 2>/dev/null || true
  VPID=""
  local file total
  for file in "$dir"/out.*.*; do
    total="$(awk '/^summary:/ { print $2; exit }' "$file")"
    sed -n 's/^desc: Trigger: Client Request: //p; s/^desc: Trigger: dump //p' "$file" | head -n 1 | tr '-' ' ' |
      while read -r target pass; do echo "$name $target $pass $((total / REQUESTS))"; done
  done
}

echo "== The app under callgrind (warm-up $WARM requests per target, then 2 × $REQUESTS counted)"
measure app | tee "$WORK/app.txt"
echo "== The bare server under callgrind"
measure bare | tee "$WORK/bare.txt"

echo
echo "| Target | App instructions/answer | Bare instructions/answer | Bare/app |"
echo "|---|---:|---:|---:|"
for target in rpc home; do
  app="$(awk -v t="$target" '$2 == t && $3 == 2 { print $4 }' "$WORK/app.txt")"
  bare="$(awk -v t="$target" '$2 == t && $3 == 2 { print $4 }' "$WORK/bare.txt")"
  label="Cacheable RPC read (Utils.getSiteConfig)"; [ "$target" = home ] && label="Home page, guest (GET /)"
  awk -v l="$label" -v a="$app" -v b="$bare" 'BEGIN { printf "| %s | %d | %d | %.1f %% |\n", l, a, b, 100 * b / a }'
done
echo
echo "Second of two passes, $REQUESTS answers each, 10 keep-alive connections; Node $(node --version)."
