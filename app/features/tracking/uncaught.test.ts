// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalHandlers } from './browser-logger';
import { LOGGING_LEVELS } from './levels';

describe('uncaught errors and rejected promises (SPEC 3.11)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are each reported once, batched after the console delay', async () => {
    vi.useFakeTimers();
    const saved: { componentLogEntries: { message: string; tags: string[]; error?: { type: string } }[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('getSettings')) {
          return new Response(
            JSON.stringify({
              isEnabled: true,
              userLoggingLevel: { name: 'INFO', ordinal: LOGGING_LEVELS.INFO },
              supportedLoggingLevels: LOGGING_LEVELS,
              isConsoleLoggingEnabled: false,
              isLightningLoggerEnabled: false,
              defaultSaveMethodName: 'EVENT_BUS',
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          );
        }
        saved.push(JSON.parse(String(init?.body)));
        return new Response('{"saved":1,"skipped":0}', { status: 200 });
      }),
    );
    installGlobalHandlers();
    const boom = new TypeError('weight is undefined');
    for (let i = 0; i < 3; i++) window.dispatchEvent(new ErrorEvent('error', { error: boom, message: boom.message, filename: 'bcs.js', lineno: 10, colno: 5 }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('network down');
    window.dispatchEvent(rejection);
    window.dispatchEvent(rejection);
    // An image that fails to load is not a code error.
    window.dispatchEvent(new Event('error'));

    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const entries = saved[0]!.componentLogEntries;
    expect(entries.map((e) => e.message)).toEqual(['처리되지 않은 오류: weight is undefined', '처리되지 않은 Promise 거부: network down']);
    expect(entries[0]!.tags).toEqual(['uncaught', 'error']);
    expect(entries[0]!.error?.type).toBe('TypeError');
  });
});
