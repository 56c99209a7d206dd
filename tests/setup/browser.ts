import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, Result as AxeResult } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page, type Request, type Response } from 'playwright-core';

/**
 * Browser fixtures of the e2e suite: Debian's Chromium driven by playwright-core, the two
 * viewports every page is checked on, axe-core and screenshots.
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Viewport {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  /** Chrome's user agent for that device; `{version}` is replaced with the browser's version. */
  userAgent: string;
}

export const desktop: Viewport = {
  name: 'desktop',
  width: 1366,
  height: 900,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{version} Safari/537.36',
};

export const phone: Viewport = {
  name: 'phone',
  width: 390,
  height: 844,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{version} Mobile Safari/537.36',
};

export const viewports: readonly Viewport[] = [desktop, phone];

export interface ContextOptions {
  /** The server's origin; cookies are set for its host. */
  baseURL: string;
  /** A member's session cookie, `name=value` as signedInMember() returns it. */
  cookie?: string;
}

/** A fresh context (own cookies and storage) sized and identified as the viewport's device. */
export async function newContext(browser: Browser, viewport: Viewport, options: ContextOptions): Promise<BrowserContext> {
  const version = browser.version();
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width: viewport.width, height: viewport.height },
    screen: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    userAgent: viewport.userAgent.replace('{version}', version),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  if (options.cookie !== undefined) await setMemberCookie(context, options.baseURL, options.cookie);
  return context;
}

export async function setMemberCookie(context: BrowserContext, baseURL: string, cookie: string): Promise<void> {
  const eq = cookie.indexOf('=');
  if (eq <= 0) throw new Error(`Not a cookie: ${cookie}`);
  await context.addCookies([
    { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/**
 * Resolves once React has hydrated the server HTML (event handlers are attached) and a few
 * frames have passed, so effects registered after hydration (React Router's navigation
 * blocker of the access guard, link discovery) are in place.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const tick = () => (--frames <= 0 ? setTimeout(resolve, 0) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
}

// --- Console errors and failed requests --------------------------------------------------------

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'http' | 'requestfailed';
  text: string;
}

/**
 * Collects console errors, uncaught exceptions and failed requests of a page. Only requests to
 * the site's own origin count: the site must never fetch anything elsewhere anyway (CSP).
 */
export class PageWatcher {
  private problems: PageProblem[] = [];
  private readonly origin: string;
  private readonly inFlight = new Set<Request>();
  private readonly answered = new WeakMap<Request, number>();
  private lastActivity = Date.now();

  constructor(page: Page, baseURL: string) {
    this.origin = new URL(baseURL).origin;
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const location = message.location();
        this.problems.push({ kind: 'console', text: `${message.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ''}` });
      }
    });
    page.on('pageerror', (error) => this.problems.push({ kind: 'pageerror', text: error.stack ?? error.message }));
    page.on('response', (response: Response) => {
      this.answered.set(response.request(), response.status());
      if (response.status() >= 400 && this.isOwn(response.request())) {
        this.problems.push({ kind: 'http', text: `${response.status()} ${response.request().method()} ${response.url()}` });
      }
    });
    page.on('requestfailed', (request: Request) => {
      done(request);
      if (!this.isOwn(request)) return;
      // React Router stops reading a data response once it has what it needs; the request then
      // "fails" with ERR_ABORTED although the server answered it. Its status was already judged
      // above (an error status is its own 'http' problem), so the abort adds nothing.
      if (this.answered.has(request) && request.failure()?.errorText === 'net::ERR_ABORTED') return;
      // Telemetry (tracking, client logs) is fire-and-forget by design: navigating away may cut it off.
      if (request.failure()?.errorText === 'net::ERR_ABORTED' && /\/lwr\/apex\/v65\.0\/(UserActivityController|ComponentLogger)\//.test(request.url())) return;
      // A responsive image the browser stops fetching because another source now fits (the
      // viewport changed, e.g. while a full-page screenshot is taken): a choice, not a failure.
      // Images that fail to load answer with an error status, which is its own 'http' problem.
      if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() === 'image') return;
      // Code the page loads on its own after hydration (lazy chunks, React Router's route
      // manifest) is fetched again when needed; the browser may drop such a prefetch under load.
      // A chunk that truly fails answers with an error status or breaks the page's checks.
      if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.method() === 'GET' && /^\/(assets\/[^/]+\.js|__manifest)$/.test(new URL(request.url()).pathname)) return;
      // The browser fetches the favicon on its own and drops that request when the page moves on.
      if (request.failure()?.errorText === 'net::ERR_ABORTED' && /\/favicon\.(svg|ico)$/.test(new URL(request.url()).pathname)) return;
      this.problems.push({ kind: 'requestfailed', text: `${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}` });
    });
  }

  private isOwn(request: Request): boolean {
    try {
      return new URL(request.url()).origin === this.origin;
    } catch {
      return false;
    }
  }

  /**
   * Resolves when no request has been in flight for `quietMs`, so late requests (lazy images,
   * route modules) are counted for the page that made them, not aborted by the next one.
   */
  async settle(quietMs = 150, timeoutMs = 10_000): Promise<void> {
    const start = Date.now();
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() - start > timeoutMs) {
        const pending = [...this.inFlight].map((r) => r.url()).join(', ');
        throw new Error(`Requests still in flight after ${timeoutMs} ms: ${pending}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The problems seen since the last call, and forget them. */
  take(): PageProblem[] {
    const seen = this.problems;
    this.problems = [];
    return seen;
  }
}

// --- axe-core ----------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function loadAxeSource(): string {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export type AxeViolation = AxeResult;

/**
 * Runs axe on the page as it is now. The site's CSP only runs scripts with its nonce, so axe
 * is evaluated through the DevTools protocol (not subject to CSP) rather than a script tag.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(loadAxeSource());
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, [...AXE_TAGS]);
  return (results as AxeResults).violations;
}

/** Violations as readable lines: rule, impact, help, and the offending nodes with axe's reason. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `      - ${n.target.join(' ')}\n        ${n.failureSummary?.replaceAll('\n', '\n        ') ?? ''}\n        ${n.html.slice(0, 200)}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

// --- Screenshots -------------------------------------------------------------------------------

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

/** A full-page PNG in test-results/screenshots/{name}.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
