import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RateLimitedError, RpcError } from '#server/platform/errors/request-errors';
import { answer, defineOperation } from '#server/platform/operations/operation';
import type { Services } from '#server/platform/services';
import type { RpcContext } from './define';
import { operationMethod } from './operation-method';

/** The adapter's mapping hooks: a nested wire shape into a flat input, field names back, and limits with Retry-After. */
const op = defineOperation({
  name: 'test.save',
  input: z.object({ name: z.string().trim().min(1, '이름을 입력해 주세요.'), neutered: z.enum(['yes', 'no']) }),
  access: 'member',
  refusals: { UPLOAD_QUOTA: { status: 429, message: '한도', field: 'photo' } },
  transaction: false,
  async run({ name, neutered }) {
    if (name === 'busy') return answer.refuse('UPLOAD_QUOTA', { message: '업로드가 너무 많습니다.', retryAfter: 30 });
    return answer.ok(`${name}:${neutered}`);
  },
});

const ctx = {
  services: { db: { kysely: {} } } as unknown as Services,
  viewer: { isGuest: false, userId: 'm1', name: '회원', role: 'member', sessionId: 'x', idleExpiresAt: '' },
  requestId: 'r1',
  clientIp: '127.0.0.1',
  request: new Request('http://localhost/'),
  afterResponse: () => undefined,
  member: { memberId: 'm1', name: '회원', role: 'member', sessionId: 'x' },
} satisfies RpcContext<'member'>;

const method = operationMethod(op, {
  wire: z.object({ pet: z.looseObject({}) }),
  fromWire: ({ pet }) => Object.fromEntries(Object.entries(pet).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 'yes' : 'no') : v])),
  wireField: (field) => `pet.${field}`,
});

async function thrown(params: unknown): Promise<RpcError> {
  try {
    await method.handler(params as never, ctx);
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('operationMethod mapping', () => {
  it('maps the wire shape into the operation input', async () => {
    expect(await method.handler({ pet: { name: '보리', neutered: true } }, ctx)).toBe('보리:yes');
  });

  it("names a refused field as the wire does", async () => {
    const error = await thrown({ pet: { name: ' ', neutered: false } });
    expect({ status: error.status, field: error.field, message: error.message }).toEqual({ status: 400, field: 'pet.name', message: '이름을 입력해 주세요.' });
  });

  it('answers a refusal with retryAfter as a 429 the router gives Retry-After, keeping its code', async () => {
    const error = await thrown({ pet: { name: 'busy', neutered: false } });
    expect(error).toBeInstanceOf(RateLimitedError);
    expect({ status: error.status, code: error.errorCode, message: error.message, retryAfter: (error as RateLimitedError).retryAfter }).toEqual({ status: 429, code: 'UPLOAD_QUOTA', message: '업로드가 너무 많습니다.', retryAfter: 30 });
  });
});
