import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLineRoute, requestLineWriter, tenths } from './request-line';

describe('request log line', () => {
  it('writes what pino writes for the same fields, with the logger’s bindings', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', redact: { paths: ['password'], remove: true } }, { write: (line: string) => void lines.push(line) });
    const fields = { reqId: 'b7c1-"quote"', method: 'GET', path: '/검색?q="a"\n', status: 200, ms: 0.3, cache: 'page' as const };
    logger.info(fields, 'request');
    requestLineWriter(logger).line(fields);
    const child = logger.child({ instance: 'a' });
    child.info({ ...fields, cache: undefined }, 'request');
    requestLineWriter(child).line({ ...fields, cache: undefined });
    expect(lines).toHaveLength(4);
    const [byPino, byWriter, childByPino, childByWriter] = lines.map((line) => {
      expect(line.endsWith('\n')).toBe(true);
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(typeof parsed.time).toBe('number');
      delete parsed.time;
      return parsed;
    });
    expect(byWriter).toEqual(byPino);
    expect(childByWriter).toEqual(childByPino);
    expect(Object.keys(byWriter!)).toEqual(Object.keys(byPino!));
  });

  it('writes a cached answer’s line as it writes any line: the same fields, the time to 0.1 ms', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }).child({ instance: 'b' });
    const writer = requestLineWriter(logger);
    const reqId = '0f8e6f3c-8f7a-4b1e-9d3c-2a1b0c9d8e7f';
    const path = '/lwr/apex/v65.0/Utils/getSiteConfig';
    writer.line({ reqId, method: 'GET', path, status: 304, ms: 12.3, cache: 'rpc' });
    writer.cached(requestLineRoute('GET', path, 'rpc'), reqId, 304, 12.3456);
    writer.line({ reqId, method: 'GET', path: '/검색', status: 200, ms: 0, cache: 'page' });
    writer.cached(requestLineRoute('GET', '/검색', 'page'), reqId, 200, 0.049);
    const [a, b, c, d] = lines.map((line) => {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(parsed.time).toBeTypeOf('number');
      delete parsed.time;
      return parsed;
    });
    expect(b).toEqual(a);
    expect(Object.keys(b!)).toEqual(Object.keys(a!));
    expect(d).toEqual(c);
    expect(b).toMatchObject({ reqId, path, status: 304, ms: 12.3, cache: 'rpc', instance: 'b', msg: 'request' });
  });

  it('writes the tenths of a millisecond as String(Math.round(ms * 10) / 10) does', () => {
    const samples = [0, 0.04, 0.05, 0.06, 0.1, 0.95, 1, 9.99, 10.04, 123.45, 999.95, 65_432.1, 1e9 + 0.37, 2 ** 60];
    for (let i = 0; i < 20_000; i++) samples.push(i / 100, Math.random() * 50, Math.random() * 1e6);
    for (const ms of samples) expect(tenths(ms), String(ms)).toBe(String(Math.round(ms * 10) / 10));
  });
});
