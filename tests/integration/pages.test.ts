import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteRoutes, withBrand } from '#app/config/site-routes';
import { breadcrumbs } from '#app/config/breadcrumbs';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

const BRAND = '도담펫';

function textOf(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1]?.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').trim();
}

describe.each(dialects)('server-rendered pages on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    member = await signedInMember(server.services);
  });

  // Pages of one record answer 404 without its id; their own feature tests render them with one.
  const RECORD_PAGES = new Set(['product-detail']);
  it.each(siteRoutes.filter((r) => !RECORD_PAGES.has(r.id)).map((r) => [r.path, r] as const))('%s renders with lang="ko", its title, heading and breadcrumb', async (_path, route) => {
    // Sign-in pages send members onward; everything else is checked as a member (my-page needs it).
    const asGuest = route.id === 'login' || route.id === 'register';
    const res = await server.fetch(route.path, { headers: asGuest ? {} : { Cookie: member.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const label = withBrand(route.label, BRAND);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ko">/);
    const title = textOf(html, /<title>(.*?)<\/title>/);
    if (route.id === 'home') expect(title).toContain(BRAND);
    else expect(title).toBe(`${label} | ${BRAND}`);
    if (route.id !== 'home') {
      expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe(label);
      const nav = /<nav[^>]*aria-label="현재 위치"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      const crumbs = [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').trim());
      expect(crumbs).toEqual(breadcrumbs(route.id, BRAND).map((c) => c.label));
    }
    // Every page carries the session time-out warning region (SPEC 2.7).
    expect(html).toContain('data-session-timeout-warning');
    if (!asGuest) expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renders pages, streamed ones included, without entering an AsyncLocalStorage (no async hooks for every answer; decision 057)', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      for (const [path, cookie] of [['/', undefined], ['/products/Product2', undefined], ['/mypage/mypet', member.cookie]] as const) {
        const res = await server.fetch(path, { headers: cookie === undefined ? {} : { Cookie: cookie } });
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain('</html>');
      }
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it('sends members away from the sign-in pages', async () => {
    const res = await server.fetch('/login?startURL=%2Fmypage%2Fmypet', { headers: { Cookie: member.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/mypage/mypet');
  });

  it('an unknown path is a real 404 page', async () => {
    const res = await server.fetch('/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('페이지를 찾을 수 없습니다');
  });

  it('sets a CSP with a fresh nonce per response and the hardening headers', async () => {
    const a = await server.fetch('/about-us');
    const b = await server.fetch('/about-us');
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await a.text()).toContain(`nonce="${nonce}"`);
    expect(b.headers.get('content-security-policy')).not.toContain(nonce);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves /healthz (liveness) and /readyz (readiness)', async () => {
    const res = await server.fetch('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
    const ready = await server.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });

  it('serves the resource paths of SPEC 2.1', async () => {
    const icon = await server.fetch('/sfsites/c/resource/rceFrontend/images/icons/ic_paging_arrow.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    const disabled = await server.fetch('/sfsites/c/resource/rceFrontend/images/icons/ic_paging_arrow_disabled.svg');
    expect(disabled.status).toBe(200);

    const media = await server.fetch('/cms/delivery/media/home-hero-desktop');
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/svg+xml');
    expect(media.headers.get('cache-control')).toContain('immutable');
    // SVG is served as an inert document: no script runs even if one were inside.
    expect(media.headers.get('content-security-policy')).toContain('sandbox');
    expect((await server.fetch('/cms/delivery/media/nope')).status).toBe(404);
    expect((await server.fetch('/cms/delivery/media/..%2F..%2Fetc')).status).toBe(404);

    const home = await (await server.fetch('/')).text();
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    const js = await server.fetch(asset!);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('composes the home page from the stored layout sections', async () => {
    const html = await (await server.fetch('/')).text();
    for (const key of ['hero', 'programs', 'feeds-and-trials', 'articles']) expect(html).toContain(`data-section-key="${key}"`);
    expect(html).toContain('건강 케어 프로그램');
    expect(html).toMatch(/<source media="\(min-width: 64\.0625em\)" srcSet="\/cms\/delivery\/media\/home-hero-desktop"/);
  });
});
