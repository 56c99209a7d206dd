import { describe, expect, it } from 'vitest';
import { ConfigError, RpcError } from '#server/platform/errors/request-errors';
import { classifyUnavailable, DependencyUnavailableError } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('classifyUnavailable (one mapping of "dependency unavailable" to 503)', () => {
  it.each([
    ['pool checkout timeout', new Error('timeout exceeded when trying to connect'), 'database'],
    ['connection lost', new Error('Connection terminated unexpectedly'), 'database'],
    ['client-side query timeout', new Error('Query read timeout'), 'database'],
    ['statement timeout', withCode('canceling statement due to statement timeout', '57014'), 'database'],
    ['pg_terminate_backend', withCode('terminating connection due to administrator command', '57P01'), 'database'],
    ['database starting up', withCode('the database system is starting up', '57P03'), 'database'],
    ['too many connections', withCode('sorry, too many clients already', '53300'), 'database'],
    ['connection exception class 08', withCode('connection failure', '08006'), 'database'],
    ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY'), 'database'],
    ['Redis away (no offline queue)', new Error("Stream isn't writeable and enableOfflineQueue options is false"), 'redis'],
    ['Redis frozen', new Error('Command timed out'), 'redis'],
    ['Redis closed', new Error('Connection is closed.'), 'redis'],
    ['rate limiter over Redis', new Error('Redis connection is not ready'), 'redis'],
    ['socket refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'network'],
    ['not started', new DependencyUnavailableError('startup', 'not yet'), 'startup'],
  ])('%s → %s', (_name, error, dependency) => {
    expect(classifyUnavailable(error)?.dependency).toBe(dependency);
    expect(classifyUnavailable(error)?.message).toMatch(/잠시 후 다시 시도해 주세요/);
  });

  it('follows causes (Kysely and migrations wrap the driver error)', () => {
    const wrapped = new Error('Migration 0001 failed', { cause: new Error('wrapper', { cause: withCode('refused', 'ECONNREFUSED') }) });
    expect(classifyUnavailable(wrapped)?.dependency).toBe('network');
    expect(classifyUnavailable(new AggregateError([new Error('x'), new Error('Command timed out')]))?.dependency).toBe('redis');
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a refused business rule', new RpcError(422, 'REJECTED', '이미 신청하셨습니다.')],
    ['bad stored settings', new ConfigError('site_config row 1 is missing')],
    ['not an error', 'Connection terminated'],
  ])('%s stays a real error (500)', (_name, error) => {
    expect(classifyUnavailable(error)).toBeUndefined();
  });
});
