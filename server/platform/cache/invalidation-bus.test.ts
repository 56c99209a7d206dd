import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Invalidation, LocalInvalidationBus } from './invalidation-bus';

describe('LocalInvalidationBus (one instance, no Redis)', () => {
  it('delivers a change to every subscriber before publish resolves, with its topic and keys', async () => {
    const bus = new LocalInvalidationBus(pino({ level: 'silent' }));
    const seen: Invalidation[] = [];
    bus.subscribe((invalidation) => {
      seen.push(invalidation);
    });
    const unsubscribe = bus.subscribe(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    await bus.publish('product', ['p1', 'p2']);
    await bus.publish('site-config');
    expect(seen).toEqual([
      { topic: 'product', keys: ['p1', 'p2'] },
      { topic: 'site-config', keys: [] },
    ]);
    unsubscribe();
  });

  it('a failing subscriber neither stops the others nor throws to the publisher', async () => {
    const bus = new LocalInvalidationBus(pino({ level: 'silent' }));
    let reached = false;
    bus.subscribe(() => {
      throw new Error('cache away');
    });
    bus.subscribe(() => {
      reached = true;
    });
    await expect(bus.publish('site-config')).resolves.toBeUndefined();
    expect(reached).toBe(true);
  });
});
