import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from '#app/lib/nonce';
import { StylesheetTextContext } from '#app/lib/inline-styles';
import { classifyUnavailable } from '#server/platform/errors/unavailable';
import { reportUnavailable } from '#server/adapters/http/outage';

export const streamTimeout = 5_000;

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA-mode get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ err: error, requestId: loadContext.requestId }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
