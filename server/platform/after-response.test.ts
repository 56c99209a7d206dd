import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AfterResponse } from './after-response';

describe('AfterResponse: work a request leaves until its answer is written', () => {
  it('starts queued work only once the answer has finished, and settled waits for it', async () => {
    const after = new AfterResponse(pino({ level: 'silent' }));
    const events: string[] = [];
    const answered = after.serve(async () => {
      after.run('link', async () => {
        events.push('work');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('answer written');
      return 'page';
    });
    expect(await answered).toBe('page');
    await after.settled();
    expect(events).toEqual(['answer written', 'work']);
  });

  it('runs work at once outside a request, or after its request ended, and logs a failure without throwing', async () => {
    const lines: string[] = [];
    const after = new AfterResponse(pino({ level: 'error' }, { write: (line: string) => lines.push(line) }));
    let late: (() => void) | undefined;
    await after.serve(async () => {
      late = () =>
        after.run('late', async () => {
          throw new Error('boom');
        });
    });
    late!();
    after.run('outside', async () => {});
    await after.settled();
    expect(lines.join('')).toContain('work after the response failed');
  });
});
