import { describe, expect, it } from 'vitest';
import { serverFixture } from '../fixtures/server';

const PAGE = '/customer-center/faqs';

// A kept page is rendered again in the background shortly before its end (page-cache.ts
// refreshPage): guests asking for it meanwhile are all answered from the cache, none waits.
describe('pages rendered again in the background', () => {
  // Five seconds: the background render is asked for from three seconds on, leaving it two
  // seconds to finish on a slow machine before the old entry ends.
  const server = serverFixture('sqlite', { PAGE_CACHE_SECONDS: '5' });

  it('replaces a page asked for near its end with a new render, every guest answered from the cache', async () => {
    const { fastCache } = server.services;
    fastCache.clear();
    const first = await fetch(new URL(PAGE, server.url));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBeNull();
    await first.text();
    const kept = fastCache.get(PAGE)!;
    expect(kept.refreshAt).toBeGreaterThan(Date.now());
    expect(kept.refreshAt).toBeLessThan(kept.expiresAt);

    await new Promise((resolve) => setTimeout(resolve, kept.refreshAt! - Date.now() + 50));
    const answers: Response[] = [];
    const deadline = kept.expiresAt + 1000;
    // Guests keep asking across the old entry's end: the new entry takes its place before it.
    while (Date.now() < deadline) {
      const res = await fetch(new URL(PAGE, server.url));
      await res.text();
      answers.push(res);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers.every((res) => res.status === 200 && res.headers.get('x-page-cache') === 'hit')).toBe(true);
    const now = fastCache.get(PAGE)!;
    expect(now).not.toBe(kept);
    expect(now.expiresAt).toBeGreaterThan(kept.expiresAt);
    // Each answer still has its own nonce.
    const nonces = new Set(answers.map((res) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]));
    expect(nonces.size).toBe(answers.length);
  });

  it('leaves a page nobody asks for to expire: nothing is rendered for it', async () => {
    const { fastCache } = server.services;
    fastCache.clear();
    await (await fetch(new URL(PAGE, server.url))).text();
    const kept = fastCache.get(PAGE)!;
    await new Promise((resolve) => setTimeout(resolve, kept.expiresAt - Date.now() + 50));
    expect(fastCache.get(PAGE)).toBeUndefined();
  });
});
