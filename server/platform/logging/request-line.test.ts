import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLineWriter } from './request-line';

describe('request log line', () => {
  it('writes what pino writes for the same fields, with the logger’s bindings', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', redact: { paths: ['password'], remove: true } }, { write: (line: string) => void lines.push(line) });
    const fields = { reqId: 'b7c1-"quote"', method: 'GET', path: '/검색?q="a"\n', status: 200, ms: 0.3, cache: 'page' as const };
    logger.info(fields, 'request');
    requestLineWriter(logger)(fields);
    const child = logger.child({ instance: 'a' });
    child.info({ ...fields, cache: undefined }, 'request');
    requestLineWriter(child)({ ...fields, cache: undefined });
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
});
