import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AfterResponse } from './after-response';

describe('AfterResponse: work a request leaves until its answer is written', () => {
  it('starts queued work only once the answer has finished, and settled waits for it', async () => {
    const after = new AfterResponse(pino({ level: 'silent' }));
    const events: string[] = [];
    const request = {};
    const answered = after.serve(request, async () => {
      after.laterFor(request)('link', async () => {
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
    const request = {};
    await after.serve(request, async () => {
      late = () =>
        after.laterFor(request)('late', async () => {
          throw new Error('boom');
        });
    });
    late!();
    after.laterFor(undefined)('outside', async () => {});
    await after.settled();
    expect(lines.join('')).toContain('work after the response failed');
  });

  it('keeps each request\'s work to its own answer', async () => {
    const after = new AfterResponse(pino({ level: 'silent' }));
    const events: string[] = [];
    const first = {};
    const second = {};
    let endFirst!: () => void;
    const answeringFirst = after.serve(first, () => new Promise<void>((resolve) => (endFirst = resolve)));
    await after.serve(second, async () => {
      after.laterFor(first)('first', async () => void events.push('first work'));
      after.laterFor(second)('second', async () => void events.push('second work'));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['second work']);
    endFirst();
    await answeringFirst;
    await after.settled();
    expect(events).toEqual(['second work', 'first work']);
  });
});
