import { describe, expect, it, vi } from 'vitest';
import { ComponentLogger, type ComponentLogEntry } from './component-logger';
import { CONSOLE_LOG_DELAY_MS, LOGGING_LEVELS, type LoggerSettings } from './levels';

const settings = (over: Partial<LoggerSettings> = {}): LoggerSettings => ({
  isEnabled: true,
  userLoggingLevel: { name: 'INFO', ordinal: LOGGING_LEVELS.INFO },
  supportedLoggingLevels: { ...LOGGING_LEVELS },
  isConsoleLoggingEnabled: false,
  isLightningLoggerEnabled: false,
  defaultSaveMethodName: 'EVENT_BUS',
  ...over,
});

function setup(over: Partial<LoggerSettings> = {}, saveFails = false) {
  const saved: { entries: ComponentLogEntry[]; method: string }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const consoleMock = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  const logger = new ComponentLogger({
    getSettings: async () => settings(over),
    save: async (entries, method) => {
      if (saveFails) throw new Error('offline');
      saved.push({ entries, method });
    },
    browser: () => ({ address: 'https://www.dodampet.co.kr/bcs', formFactor: 'Small', language: 'ko-KR', screenResolution: '390 x 844', userAgent: 'UA', windowResolution: '390 x 844' }),
    now: () => new Date('2026-03-01T01:02:03.000Z'),
    schedule: (fn, ms) => timers.push({ fn, ms }),
    console: consoleMock,
  });
  return { logger, saved, timers, consoleMock };
}

describe('component logger (SPEC 3.11, 3.12, 9.6)', () => {
  it('has the seven levels of SPEC 9.6, most severe highest', () => {
    expect(Object.keys(LOGGING_LEVELS)).toEqual(['ERROR', 'WARN', 'INFO', 'DEBUG', 'FINE', 'FINER', 'FINEST']);
    const ordinals = Object.values(LOGGING_LEVELS);
    expect([...ordinals].sort((a, b) => b - a)).toEqual(ordinals);
  });

  it('builds entries with browser, error, scenario, tags and an ISO timestamp', async () => {
    const { logger, saved } = setup();
    logger.setScenario('BCS 체크');
    logger.error('저장 실패').setError(new TypeError('x is undefined')).addTags(['bcs', 'step2', 'bcs']).setRecordId('p-1').setField({ weight: 4.2 });
    await logger.flush();
    const entry = saved[0]!.entries[0]!;
    expect(entry).toMatchObject({
      loggingLevel: 'ERROR',
      message: '저장 실패',
      scenario: 'BCS 체크',
      tags: ['bcs', 'step2'],
      recordId: 'p-1',
      fieldToValue: { weight: 4.2 },
      timestamp: '2026-03-01T01:02:03.000Z',
      browser: { address: 'https://www.dodampet.co.kr/bcs', formFactor: 'Small', language: 'ko-KR' },
      error: { message: 'x is undefined', type: 'TypeError' },
    });
    expect(entry.error!.stackTrace).toContain('TypeError');
    expect(entry.originStackTrace).not.toBe('');
    expect(saved[0]!.method).toBe('EVENT_BUS');
  });

  it('batches entries and flushes them once, 1000 ms after the first', async () => {
    const { logger, saved, timers } = setup();
    logger.info('하나');
    logger.warn('둘');
    logger.error('셋');
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(CONSOLE_LOG_DELAY_MS);
    expect(CONSOLE_LOG_DELAY_MS).toBe(1000);
    timers[0]!.fn();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.entries.map((e) => e.message)).toEqual(['하나', '둘', '셋']);
    logger.info('넷');
    expect(timers).toHaveLength(2);
  });

  it('keeps only entries at or above the user level, and nothing when disabled', async () => {
    const { logger, saved } = setup({ userLoggingLevel: { name: 'WARN', ordinal: LOGGING_LEVELS.WARN } });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    await logger.saveLog();
    expect(saved[0]!.entries.map((e) => e.loggingLevel)).toEqual(['WARN', 'ERROR']);

    const off = setup({ isEnabled: false });
    off.logger.error('e');
    expect(await off.logger.saveLog()).toBe(0);
    expect(off.saved).toHaveLength(0);
  });

  it('writes to the console only when console logging is on', async () => {
    const quiet = setup();
    quiet.logger.error('조용히');
    await quiet.logger.saveLog();
    expect(quiet.consoleMock.error).not.toHaveBeenCalled();
    const loud = setup({ isConsoleLoggingEnabled: true });
    loud.logger.error('크게');
    loud.logger.finest('아주 자세히');
    await loud.logger.saveLog();
    expect(loud.consoleMock.error).toHaveBeenCalledWith('[ERROR] 크게', '');
  });

  it('never throws when saving fails', async () => {
    const { logger, consoleMock } = setup({}, true);
    logger.error('x');
    await expect(logger.saveLog()).resolves.toBe(0);
    expect(consoleMock.error).toHaveBeenCalled();
  });

  it('cuts long messages and keeps at most 10 tags', async () => {
    const { logger, saved } = setup();
    logger.error('가'.repeat(10_000)).addTags(Array.from({ length: 20 }, (_, i) => `t${i}`));
    await logger.saveLog('REST');
    expect(saved[0]!.entries[0]!.message).toHaveLength(4000);
    expect(saved[0]!.entries[0]!.tags).toHaveLength(10);
    expect(saved[0]!.method).toBe('REST');
  });
});
