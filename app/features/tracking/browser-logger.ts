import { storedVisitorUuid } from '#app/features/tracking/visitor-id';
import { APEX_PREFIX, apex } from '#app/rpc-client/apex';
import { ComponentLogger, currentBrowser, type ComponentLogEntry } from './component-logger';
import { BASE_PATH } from '#app/lib/site-url';

/**
 * The page's one logger, wired to the server methods of SPEC 7.2. Uncaught errors and rejected
 * promises are reported once each (the same error thrown again in a loop is not re-sent).
 */

let logger: ComponentLogger | undefined;

async function save(entries: ComponentLogEntry[], saveMethodName: string): Promise<void> {
  const uuid = storedVisitorUuid();
  // keepalive: entries flushed while the page is being left still arrive.
  const response = await fetch(`${BASE_PATH}${APEX_PREFIX}/ComponentLogger/saveComponentLogEntries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ componentLogEntries: entries, saveMethodName, ...(uuid && { uuid }) }),
    credentials: 'same-origin',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`saveComponentLogEntries answered ${response.status}`);
}

export function getLogger(): ComponentLogger {
  logger ??= new ComponentLogger({
    getSettings: () => apex('ComponentLogger', 'getSettings', {}, { method: 'GET' }),
    save,
    browser: currentBrowser,
    now: () => new Date(),
    schedule: (fn, ms) => window.setTimeout(fn, ms),
    console,
  });
  return logger;
}

/**
 * SPEC 7.2 / 8: Utils.logInfo with a JSON message; when that call fails, the failure is saved
 * through the component logger instead.
 */
export async function logInfo(message: unknown, call: typeof apex = apex, log: () => ComponentLogger = getLogger): Promise<void> {
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  const uuid = storedVisitorUuid();
  try {
    await call('Utils', 'logInfo', { message: text, ...(uuid && { uuid }) });
  } catch (error) {
    const l = log();
    l.error('Utils.logInfo failed').setError(error).setField({ message: text.slice(0, 500) }).addTag('logInfo');
    await l.saveLog();
  }
}

const reported = new Set<string>();

/** Reports each distinct uncaught error or unhandled rejection once. */
function reportUncaught(kind: 'error' | 'unhandledrejection', error: unknown, where = ''): boolean {
  const e = error instanceof Error ? error : undefined;
  const key = `${kind}|${e?.name ?? ''}|${e?.message ?? String(error)}|${where || (e?.stack ?? '').split('\n')[1] || ''}`;
  if (reported.has(key)) return false;
  reported.add(key);
  getLogger()
    .error(kind === 'error' ? `처리되지 않은 오류: ${e?.message ?? String(error)}` : `처리되지 않은 Promise 거부: ${e?.message ?? String(error)}`)
    .setError(error ?? 'unknown')
    .addTags(['uncaught', kind]);
  return true;
}

let installed = false;

export function installGlobalHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // Resource load errors (img, script) arrive here without an error object; they are not code errors.
    if (!(event instanceof ErrorEvent)) return;
    reportUncaught('error', event.error ?? event.message, `${event.filename}:${event.lineno}:${event.colno}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportUncaught('unhandledrejection', event.reason);
  });
  window.addEventListener('pagehide', () => {
    if (logger && logger.pendingCount > 0) void logger.flush();
  });
}
