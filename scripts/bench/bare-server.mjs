// The baseline of DESIGN 7: a bare node:http server that answers the same bytes as the app
// (body and Content-Type, captured from the real server just before), with nothing else to do.
//
// Usage: node scripts/bench/bare-server.mjs <port> <fixtures.json>
//   fixtures.json: { "/path": { "file": "/abs/body.bin", "type": "text/html; charset=utf-8" }, … }
// The request path is matched with its query string; anything else gets a 404.
import fs from 'node:fs';
import http from 'node:http';

const [portArg, fixturesFile] = process.argv.slice(2);
if (!portArg || !fixturesFile) {
  console.error('usage: node scripts/bench/bare-server.mjs <port> <fixtures.json>');
  process.exit(2);
}

const routes = new Map();
for (const [url, { file, type }] of Object.entries(JSON.parse(fs.readFileSync(fixturesFile, 'utf8')))) {
  const body = fs.readFileSync(file);
  routes.set(url, { body, headers: { 'Content-Type': type, 'Content-Length': String(body.length) } });
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
// Same keep-alive as the app (server/index.ts), so both keep wrk's connections open.
server.keepAliveTimeout = 65_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log(`bare server on http://127.0.0.1:${portArg}/`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
