// Sends `requests` GETs to `url` over `connections` keep-alive connections, each asking again as
// soon as its answer has arrived, with `Accept-Encoding: br, gzip` as browsers send it. Exits 1
// when an answer is not 200. Used by scripts/bench/instructions.sh, where wrk would be counted too
// slow to matter but could not be told apart from the servers under valgrind's slowdown.
//
// Usage: node scripts/bench/drive.mjs <url> [requests=2000] [connections=10]
import http from 'node:http';

const [url, requestsArg = '2000', connectionsArg = '10'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/bench/drive.mjs <url> [requests] [connections]');
  process.exit(2);
}
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsArg) });
let left = Number(requestsArg);
let inFlight = 0;
let failed = 0;
await new Promise((resolve, reject) => {
  const next = () => {
    if (left === 0) {
      if (inFlight === 0) resolve();
      return;
    }
    left--;
    inFlight++;
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        if (res.statusCode !== 200) failed++;
        res.resume();
        res.on('end', () => {
          inFlight--;
          next();
        });
      })
      .on('error', reject);
  };
  for (let i = 0; i < Number(connectionsArg); i++) next();
});
agent.destroy();
if (failed > 0) {
  console.error(`${failed} answers were not 200`);
  process.exit(1);
}
