import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { DbConn } from '../db/database';
import { LocalInvalidationBus } from './invalidation-bus';
import { PublishClock } from './publish-clock';

const logger = pino({ level: 'silent' });
let clock: PublishClock | undefined;
afterEach(() => clock?.stop());

describe('the publish clock', () => {
  it('keeps the newest look when two overlap: an older, slower look read the schedule before a change', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    // The first look reads the schedule slowly and sees nothing coming; the change then commits
    // and a second look sees it at once. The first must not overwrite what the second found.
    let calls = 0;
    let releaseFirst: (() => void) | undefined;
    clock = new PublishClock({} as DbConn, new LocalInvalidationBus(logger), logger);
    clock.register('campaigns', async () => {
      calls += 1;
      if (calls === 1) {
        await new Promise<void>((resolve) => (releaseFirst = resolve));
        return null;
      }
      return soon;
    });
    clock.start(); // the first look, still reading
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await clock.look();
    expect(second).toBe(soon);
    releaseFirst?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.nextAt).toBe(soon);
  });
});

describe('a change whose time passes before the timer fires', () => {
  it('is announced by the next look instead of being lost', async () => {
    const bus = new LocalInvalidationBus(logger);
    const announced: string[] = [];
    bus.subscribe(({ topic, keys }) => void (topic === 'content' && announced.push(keys.join(','))));
    let at = new Date(Date.now() + 20).toISOString();
    clock = new PublishClock({} as DbConn, bus, logger);
    clock.register('articles', async (_db, now) => (at > now ? at : null));
    clock.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.nextAt).toBe(at);
    // The event loop was busy past the time, and another change made the clock look first: the
    // schedule now names only a later change.
    const due = at;
    at = new Date(Date.now() + 60_000).toISOString();
    const busyUntil = Date.parse(due) + 10;
    while (Date.now() < busyUntil) {
      // the event loop is held: the timer set for `due` cannot run
    }
    await clock.look();
    expect(Date.parse(due)).toBeLessThan(Date.now());
    expect(announced).toContain('schedule');
    expect(clock.nextAt).toBe(at);
  });
});
