import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RpcError } from '#server/platform/errors/request-errors';
import { answer, defineOperation } from '#server/platform/operations/operation';
import type { Services } from '#server/platform/services';
import type { RpcContext } from './define';
import { operationMethod } from './operation-method';

const op = defineOperation({
  name: 'test.move',
  input: z.object({ id: z.string(), note: z.string().trim().default('') }).refine((v) => v.note.length >= 5, { path: ['note'], message: '메모를 5자 이상 적어 주세요.' }),
  access: 'staff:trials',
  refusals: { NOT_FOUND: { status: 404, message: '신청 내역을 찾을 수 없습니다.' }, INVALID_TRANSITION: { status: 409, message: '바꿀 수 없습니다.', field: 'status' } },
  transaction: false,
  // The adapter's mapping is under test, not the work: no database, so no audit entry either.
  audit: false,
  async run({ id }, { credential }) {
    if (id === 'missing') return answer.refuse('NOT_FOUND');
    if (id === 'late') return answer.refuse('INVALID_TRANSITION');
    return answer.ok({ id, by: credential.staffId });
  },
});

const ctx = {
  services: { db: { kysely: {} } } as unknown as Services,
  viewer: { isGuest: false, userId: 's1', name: '운영팀', role: 'support', sessionId: 'x', idleExpiresAt: '' },
  requestId: 'r1',
  clientIp: '127.0.0.1',
  request: new Request('http://localhost/'),
  afterResponse: () => undefined,
  staff: { staffId: 's1', name: '운영팀', role: 'support', permission: 'trials', sessionId: 'x' },
} satisfies RpcContext<'staff:trials'>;

const method = operationMethod(op, { personalData: false, wrapped: true, wire: z.strictObject({ id: z.string(), note: z.string().optional() }), toWire: (v) => v.id });

async function refusalOf(params: { id: string; note?: string }): Promise<RpcError> {
  try {
    await method.handler(params, ctx);
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('operationMethod', () => {
  it('keeps the declared access and wrapping, and checks the wire shape in the router', () => {
    expect(method.access).toBe('staff:trials');
    expect(method.wrapped).toBe(true);
    expect(method.input.safeParse({ id: 'a', extra: 1 }).success).toBe(false);
  });

  it('runs the operation with the staff credential and answers its value on the wire', async () => {
    expect(await method.handler({ id: 'a1', note: '충분히 긴 메모' }, ctx)).toBe('a1');
  });

  it("answers a rule of the operation's schema with its Korean message and field (as the page shows it)", async () => {
    const error = await refusalOf({ id: 'a1', note: '짧음' });
    expect({ status: error.status, code: error.errorCode, message: error.message, field: error.field }).toEqual({ status: 400, code: 'INVALID_INPUT', message: '메모를 5자 이상 적어 주세요.', field: 'note' });
  });

  it('turns refusals into RpcError with the declared status, code, message and field', async () => {
    const missing = await refusalOf({ id: 'missing', note: '충분히 긴 메모' });
    expect({ status: missing.status, code: missing.errorCode, message: missing.message, field: missing.field }).toEqual({ status: 404, code: 'NOT_FOUND', message: '신청 내역을 찾을 수 없습니다.', field: undefined });
    const late = await refusalOf({ id: 'late', note: '충분히 긴 메모' });
    expect({ status: late.status, code: late.errorCode, field: late.field }).toEqual({ status: 409, code: 'INVALID_TRANSITION', field: 'status' });
  });
});
