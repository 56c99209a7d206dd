import { installArrayBufferDetached } from '#app/lib/array-buffer-detached';
import fs from 'node:fs';
import { isbot } from 'isbot';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from '#app/lib/nonce';
import { StylesheetTextContext } from '#app/lib/inline-styles';
import { classifyUnavailable } from '#server/platform/errors/unavailable';
import { reportUnavailable } from '#server/adapters/http/outage';

export const streamTimeout = 5_000;

// React's web-streams renderer looks for ArrayBuffer.prototype.detached once, when it loads, so
// it is loaded here, after the getter is defined: a static import would be evaluated before any
// of this module's code once the server build is bundled (external imports come first).
installArrayBufferDetached();
const reactServer = import('react-dom/server.edge');

/** The client build beside this server build (build/server/assets/server-build-….js → build/client/). */
const CLIENT_DIR = [new URL('../../client/', import.meta.url), new URL('../client/', import.meta.url)].find((dir) => fs.existsSync(new URL('assets/', dir)));
const stylesheets = new Map<string, string | undefined>();

/**
 * The text of a built stylesheet (`…/assets/name-hash.css`, under any base path), read once: it
 * never changes while this build runs. Undefined outside a production build (Vite's dev server),
 * where the page links the file instead.
 */
function stylesheetText(href: string): string | undefined {
  if (stylesheets.has(href)) return stylesheets.get(href);
  const file = /\/(assets\/[\w.-]+\.css)$/.exec(href)?.[1];
  let text: string | undefined;
  try {
    text = file === undefined || CLIENT_DIR === undefined ? undefined : fs.readFileSync(new URL(file, CLIENT_DIR), 'utf8');
  } catch {
    text = undefined;
  }
  stylesheets.set(href, text);
  return text;
}

/**
 * Errors of loaders and actions (React Router calls this; aborted requests are not errors).
 * An outage is remembered on the load context, so server/adapters/app.ts answers 503 + Retry-After
 * instead of 500 (one classifier for pages and methods: server/platform/errors/unavailable.ts).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }): void {
  if (request.signal.aborted) return;
  const unavailable = classifyUnavailable(error);
  if (unavailable) {
    context.unavailable ??= unavailable;
    reportUnavailable(context.services, unavailable, error, context.requestId, new URL(request.url).pathname);
    return;
  }
  context.services.logger.error({ err: error, requestId: context.requestId }, 'loader or action failed');
}

/**
 * Renders a page with React's web-streams renderer rather than its Node one: the Node renderer
 * keeps an AsyncLocalStorage, and on Node 20 one in use makes every async resource of the process
 * pay for async hooks — about 10,000 instructions on every cached answer, a tenth of what it costs
 * (docs/decisions/057-web-streams-renderer.md). The answer was a web stream either way.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.nonce;
  const userAgent = request.headers.get('user-agent');
  let shellRendered = false;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  const { renderToReadableStream } = await reactServer;
  // Rejects when the shell fails, as onShellError did (React Router answers with its error page).
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <StylesheetTextContext.Provider value={stylesheetText}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.services.logger.error({ err: error, requestId: loadContext.requestId }, 'render error');
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(timer);
    throw error;
  });
  shellRendered = true;
  const stopTimer = () => clearTimeout(timer);
  body.allReady.then(stopTimer, stopTimer);
  // Bots and SPA-mode get the whole document at once; people get the shell as soon as it is ready.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
