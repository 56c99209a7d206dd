import { describe, expect, it } from 'vitest';
import type { RpcMethod } from './define';
import { controllers } from './registry';

describe('public writes are counted (DESIGN 8)', () => {
  it('every public method that changes state declares its rate limit', () => {
    const undeclared = Object.entries(controllers).flatMap(([className, methods]) =>
      Object.entries(methods as Record<string, RpcMethod>)
        .filter(([, def]) => def.access === 'public' && def.readOnly !== true && def.cacheable !== true && def.rateLimit === undefined)
        .map(([name]) => `${className}.${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
