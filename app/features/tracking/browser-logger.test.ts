import { describe, expect, it, vi } from 'vitest';
import { ComponentLogger } from './component-logger';
import { logInfo } from './browser-logger';
import { LOGGING_LEVELS } from './levels';

describe('Utils.logInfo (SPEC 7.2, 8)', () => {
  it('sends the message as a JSON string', async () => {
    const call = vi.fn(async () => ({ saved: true }));
    await logInfo({ event: 'bcs-result', score: 5 }, call as never);
    expect(call).toHaveBeenCalledWith('Utils', 'logInfo', { message: '{"event":"bcs-result","score":5}' });
  });

  it('saves the failure through the component logger when the call fails', async () => {
    const saved: unknown[] = [];
    const logger = new ComponentLogger({
      getSettings: async () => ({
        isEnabled: true,
        userLoggingLevel: { name: 'INFO', ordinal: LOGGING_LEVELS.INFO },
        supportedLoggingLevels: { ...LOGGING_LEVELS },
        isConsoleLoggingEnabled: false,
        isLightningLoggerEnabled: false,
        defaultSaveMethodName: 'EVENT_BUS',
      }),
      save: async (entries) => void saved.push(...entries),
      browser: () => ({ address: '', formFactor: 'Large', language: 'ko', screenResolution: '', userAgent: '', windowResolution: '' }),
      now: () => new Date(),
      schedule: () => undefined,
      console: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() },
    });
    const call = vi.fn(async () => {
      throw new Error('503');
    });
    await logInfo('{"a":1}', call as never, () => logger);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ loggingLevel: 'ERROR', message: 'Utils.logInfo failed', error: { message: '503' }, tags: ['logInfo'] });
  });
});
