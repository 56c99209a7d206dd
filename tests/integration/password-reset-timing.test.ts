import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/**
 * Back-office attack, item 7: 비밀번호 찾기 answered a known address 2.6–3.7 ms slower (median of
 * 300) than an unknown one, because only a known address waited for its link and e-mail to be
 * written. Both now answer after the same work. Each round asks for both addresses, in turns
 * which goes first, and the median of the rounds' differences must stay under 1 ms.
 */
const ROUNDS = 200;
const WARM_UP = 10;
const BATCHES = 3;
const MAX_MEDIAN_GAP_MS = 1;

/**
 * Posts the reset form for each address in turn from a worker thread and answers each request's
 * time, as a client elsewhere would see it: a client on the server's own event loop would also
 * wait for whatever the server does after answering. Between requests the server finishes what
 * the last answer left behind (`between`), so that work slows neither address.
 */
async function timedFromAnotherThread(origin: string, emails: string[], between: () => Promise<void>): Promise<number[]> {
  const client = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     let i = 0;
     const next = async () => {
       if (i === workerData.emails.length) return parentPort.postMessage({ done: true });
       const body = new URLSearchParams({ email: workerData.emails[i++] });
       const started = performance.now();
       const res = await fetch(workerData.origin + '/password-reset', { method: 'POST', headers: { Origin: workerData.origin }, body });
       await res.arrayBuffer();
       parentPort.postMessage({ ms: performance.now() - started, status: res.status });
     };
     parentPort.on('message', next);
     next();`,
    { eval: true, workerData: { origin, emails } },
  );
  const times: number[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      client.on('error', reject);
      client.on('message', (message: { done?: true; ms?: number; status?: number }) => {
        if (message.done) return resolve();
        if (message.status !== 200) return reject(new Error(`reset request answered ${message.status}`));
        times.push(message.ms!);
        void between().then(() => client.postMessage('next'), reject);
      });
    });
  } finally {
    await client.terminate();
  }
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe.each(dialects)('password reset timing on %s', (dialect) => {
  const server = serverFixture(dialect, { MAIL_WORKER: 'false', JOBS_ENABLED: 'false', PASSWORD_RESET_MAX_PER_IP: '100000', PASSWORD_RESET_MAX_PER_EMAIL: '100000' });

  it(`answers a known and an unknown address equally fast (median difference of rounds within ${MAX_MEDIAN_GAP_MS} ms)`, { timeout: 300_000 }, async () => {
    // Addresses of the same length, so the page that echoes them is the same size.
    const known = await createMember(server.services.db.kysely, { email: 'timing-known-aa@example.com' });
    const unknown = 'timing-other-bb@example.com';
    expect(unknown.length).toBe(known.email.length);
    const spacer = 'timing-space-cc@example.com';
    /** One batch: the known-minus-unknown difference of each round. */
    const batch = async () => {
      // Alternate which goes first, so neither always follows the other. Each measured request
      // comes after a request for a third address (not measured): whatever a known address
      // leaves behind (its link, written after the answer) then never falls on a measured one.
      const measured = Array.from({ length: ROUNDS + WARM_UP }, (_, i) => (i % 2 === 0 ? [known.email, unknown] : [unknown, known.email])).flat();
      const order = measured.flatMap((email) => [spacer, email]);
      const times = (await timedFromAnotherThread(server.url, order, () => server.services.afterResponse.settled())).filter((_, i) => i % 2 === 1);
      // Each round's two requests ran side by side, under the same load from whatever else the
      // machine does: their difference compares like with like.
      const gaps: number[] = [];
      for (let round = WARM_UP; round < WARM_UP + ROUNDS; round++) {
        const [a, b] = [times[2 * round]!, times[2 * round + 1]!];
        gaps.push(measured[2 * round] === known.email ? a - b : b - a);
      }
      return gaps;
    };
    // On a busy machine one batch's median can stray past the limit by chance; more rounds
    // (pooled, up to three batches) settle it. The difference before the change (about 3-4 ms over
    // 600 rounds) never passes.
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= BATCHES; attempt++) {
      gaps.push(...(await batch()));
      console.info(`password reset on ${dialect}: median difference (known - unknown) of ${gaps.length} rounds ${median(gaps).toFixed(2)} ms`);
      if (Math.abs(median(gaps)) < MAX_MEDIAN_GAP_MS) break;
    }
    expect(Math.abs(median(gaps))).toBeLessThan(MAX_MEDIAN_GAP_MS);

    // The known address still got its link (the work was done, only after the answer).
    const links = await server.services.db.kysely.selectFrom('password_resets').select('member_id').where('member_id', '=', known.id).execute();
    expect(links).toHaveLength(1);
  });
});
