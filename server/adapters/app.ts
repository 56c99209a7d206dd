import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { classifyUnavailable, DependencyUnavailableError, UNAVAILABLE_HEADERS } from '../platform/errors/unavailable';
import { accessMiddleware } from './http/access';
import { csrfProtection } from './http/csrf';
import { clientAddress } from '../platform/origin/forwarded';
import { unavailablePage } from './http/fallback-pages';
import { reportUnavailable, unavailableResponse, wantsHtml } from './http/outage';
import { mayShareAnswer, pageCache } from './http/page-cache';
import { auditStaffView } from './http/staff-view-audit';
import { stripBasePath } from '#app/lib/site-url';
import { requestLog } from './http/request-log';
import { metricsOnPublicPort } from './http/metrics-endpoint';
import { securityHeaders, securityOptionsFor } from './http/security-headers';
import { compression } from './http/compression';
import { staticFiles } from './http/static-files';
import { proxyTrustOf } from '../platform/origin/site-origin';
import { urlGuard } from './http/url-guard';
import type { AppEnv } from './http/types';
import { viewerMiddleware } from './http/viewer';
import { mediaRoutes } from './http/media-routes';
import { fileRoutes } from './http/file-routes';
import { crawlerRoutes } from './http/crawler-routes';
import { CRAWLER_FILES } from '#app/config/crawler-files';
import { RPC_PREFIX, rpcRouter } from './rpc/router';
import type { Services } from '../platform/services';
import { registerMemberErasers } from './member-erasers';
import { startBackgroundWork } from './background';
import { startContentSchedule } from './content-schedule';

/** Page forms that may carry several files (the inquiry forms, SPEC 2.1). */
const MULTI_FILE_FORMS = ['/mypage/myqna/request', '/mypage/my-qna-form'];

export interface AppOptions {
  services: Services;
  build: ServerBuild;
  /** Folder of the client build (assets, public files). */
  clientDir: string;
}

export function createApp({ services, build, clientDir }: AppOptions): Hono<AppEnv> {
  const { env, logger } = services;
  registerMemberErasers(services);
  startBackgroundWork(services);
  startContentSchedule(services);
  const secure = env.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  const base = env.BASE_PATH;
  const app = new Hono<AppEnv>();

  app.use(requestLog(logger, services.metrics, base));
  const trust = proxyTrustOf(env);
  app.use(async (c, next) => {
    // A request the server makes of itself (a page rendered again in the background) has no socket.
    const socketAddress = c.env?.incoming === undefined ? undefined : getConnInfo(c).remote.address;
    c.set('clientIp', clientAddress(socketAddress, c.req.header('x-forwarded-for'), trust));
    return next();
  });
  app.use(securityHeaders(securityOptionsFor(env)));
  app.use(compression());
  // Liveness: the process answers (always 200; the body names what is away). Readiness: send
  // traffic here only with a 200 (started, not draining, database answering).
  app.get('/healthz', (c) => c.json(services.health.report()));
  app.get('/readyz', (c) => c.json(services.health.report(), services.health.ready ? 200 : 503, { 'Cache-Control': 'no-store' }));
  app.use(metricsOnPublicPort(services.metrics, env.METRICS_TOKEN));

  const site = new Hono<AppEnv>();
  // Static files first: they need no session, and must stay fast. Built assets carry a content
  // hash in their name, so they never change; the public files keep their names.
  const statics = staticFiles(clientDir, base, (file) => (file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400'));
  for (const prefix of ['/assets/*', '/sfsites/*', '/img/*', '/favicon.svg', '/fonts/*']) site.use(prefix, statics);
  site.use(urlGuard(RPC_PREFIX));
  site.route('/cms/delivery/media', mediaRoutes(services));
  site.route('/files', fileRoutes(services));

  // Until the database is migrated (it may come up after this process), pages and methods
  // answer 503 with Retry-After; static files above are served already.
  site.use(async (_c, next) => {
    if (services.health.phase === 'starting') throw new DependencyUnavailableError('startup', 'the database is not prepared yet');
    return next();
  });
  // robots.txt, the sitemaps and the article feed: made from the database for every crawler, no session.
  const crawler = crawlerRoutes(services, RPC_PREFIX);
  site.route('/', crawler);
  site.use(viewerMiddleware(services, secure));
  site.use(csrfProtection(env));
  site.route(RPC_PREFIX, rpcRouter(services));

  // Page forms: small bodies, except multipart forms that carry a photo (or, for an inquiry,
  // up to 5 attachments of 5 MB each).
  site.use(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const manyFiles = multipart && MULTI_FILE_FORMS.some((p) => c.req.path === base + p);
    return bodyLimit({
      maxSize: manyFiles ? 26 * 1024 * 1024 : multipart ? 6 * 1024 * 1024 : 64 * 1024,
      onError: (ctx) => ctx.text('요청 크기가 너무 큽니다.', 413),
    })(c, next);
  });
  site.use(accessMiddleware(services, base));
  site.use(pageCache(services));
  const handle = createRequestHandler(build, env.NODE_ENV === 'production' ? 'production' : 'development');
  site.all('*', async (c) => {
    const viewer = c.get('viewer');
    const context: AppLoadContext = {
      services,
      viewer,
      nonce: c.get('nonce'),
      requestId: c.get('requestId'),
      clientIp: c.get('clientIp'),
      afterResponse: services.afterResponse.laterFor(c.env?.incoming),
      unavailable: undefined,
      shownRecords: [],
    };
    let response = await handle(c.req.raw, context);
    // Before a byte of the answer leaves: a view of members' data exists only with its audit entry.
    await auditStaffView(services, { request: c.req.raw, base, viewer, clientIp: context.clientIp, requestId: context.requestId, shownRecords: context.shownRecords }, response);
    // A loader or action met an outage (entry.server.tsx handleError): the error page keeps the
    // site's frame, but the status says to come back (503 + Retry-After), not that it broke.
    if (context.unavailable !== undefined && response.status >= 500) {
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(UNAVAILABLE_HEADERS)) headers.set(name, value);
      response = new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
    }
    // Only a page (or public resource) the route table declares the same for every guest, asked
    // for without any of the site's cookies, may be kept by anyone; every other answer was made
    // for this request alone (a second-factor secret, a reset link's form, a member's page).
    const appPath = stripBasePath(c.req.path, base);
    if (!viewer.isGuest || !mayShareAnswer(c.req.method, appPath, c.req.header('cookie')) || response.headers.has('set-cookie')) {
      response.headers.set('Cache-Control', 'private, no-store');
    }
    return response;
  });

  if (base === '') app.route('/', site);
  else {
    app.get('/', (c) => c.redirect(`${base}/`));
    // Crawlers read robots.txt at the origin's root only; it names the paths under the base.
    app.get(CRAWLER_FILES.robots, (c) => crawler.fetch(c.req.raw, c.env));
    app.route(base, site);
  }

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    const unavailable = classifyUnavailable(error);
    if (unavailable) {
      reportUnavailable(services, unavailable, error, requestId, `${c.req.method} ${c.req.path}`);
      return unavailableResponse(c, unavailable);
    }
    logger.error({ err: error, requestId }, 'unhandled error');
    if (wantsHtml(c)) return c.html(unavailablePage(), 500);
    return c.json({ success: false, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', errorCode: 'INTERNAL', requestId }, 500);
  });
  return app;
}

export async function loadBuild(buildDir: string): Promise<ServerBuild> {
  const file = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(file)) throw new Error(`No server build at ${file}: run \`npm run build\` first.`);
  return (await import(/* @vite-ignore */ file)) as ServerBuild;
}
