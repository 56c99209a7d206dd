// The baseline of DESIGN 7: a bare node:http server that answers the same bytes as the app
// (captured from the real server just before), with nothing else to do.
//
// Usage: node scripts/bench/bare-server.mjs <port> <fixtures.json>
//   fixtures.json: { "/path": { "file": "/abs/body.bin", "type": "text/html; charset=utf-8", "encoding": "gzip",
//                               "head": "/abs/head.txt" }, … }
// With `head` (the app's response as `curl -D` wrote it), the bare server sends the app's
// response headers as they were — the security headers and the CSP with the nonce and request id
// of that one capture — so both servers put the same bytes on the wire; only Date, Connection
// and Keep-Alive are left to node:http, which writes them for both. Without `head` (bench.sh
// with BENCH_BARE_HEADERS=minimal, the method until 2026-11-24) it sends only Content-Type,
// Content-Length and, for an encoded fixture, Content-Encoding and Vary.
// The request path is matched with its query string; anything else gets a 404.
import fs from 'node:fs';
import http from 'node:http';

const [portArg, fixturesFile] = process.argv.slice(2);
if (!portArg || !fixturesFile) {
  console.error('usage: node scripts/bench/bare-server.mjs <port> <fixtures.json>');
  process.exit(2);
}

const routes = new Map();
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
for (const [url, { file, type, encoding, head }] of Object.entries(JSON.parse(fs.readFileSync(fixturesFile, 'utf8')))) {
  const body = fs.readFileSync(file);
  let headers;
  if (head) {
    // The flat [name, value, …] list, in the app's order, as the app's fast path passes it.
    headers = [];
    for (const line of fs.readFileSync(head, 'latin1').split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0 || NODE_WRITES.has(line.slice(0, colon).toLowerCase())) continue;
      headers.push(line.slice(0, colon), line.slice(colon + 1).trim());
    }
  } else {
    headers = { 'Content-Type': type, 'Content-Length': String(body.length) };
    if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
  }
  routes.set(url, { body, headers });
}

const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (route === undefined) {
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Content-Length': '9' });
    res.end('not found');
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
// Same keep-alive as the app (server/adapters/index.ts), so both keep wrk's connections open.
server.keepAliveTimeout = 65_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log(`bare server on http://127.0.0.1:${portArg}/`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
