import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GUEST, type Viewer } from '#server/platform/auth/viewer';
import type { Services } from '#server/platform/services';
import { credentialFor } from './credentials';
import { answer, defineOperation, perform, refusalOf } from './operation';

const member: Viewer = { isGuest: false, userId: 'm1', name: '김도담', role: 'member', sessionId: 's1', idleExpiresAt: '' };
const staff: Viewer = { isGuest: false, userId: 's1', name: '운영팀', role: 'support', sessionId: 's2', idleExpiresAt: '' };
const editor: Viewer = { isGuest: false, userId: 'e1', name: '편집팀', role: 'editor', sessionId: 's3', idleExpiresAt: '' };

describe('credentialFor', () => {
  it('gives public operations the viewer as it is, guests included', () => {
    expect(credentialFor(GUEST, 'public')).toEqual({ ok: true, credential: GUEST });
  });
  it('narrows member access to the member, and refuses guests', () => {
    expect(credentialFor(member, 'member')).toEqual({ ok: true, credential: { memberId: 'm1', name: '김도담', role: 'member', sessionId: 's1' } });
    expect(credentialFor(staff, 'member')).toMatchObject({ ok: true, credential: { memberId: 's1', role: 'support' } });
    expect(credentialFor(GUEST, 'member')).toEqual({ ok: false, reason: 'UNAUTHENTICATED' });
  });
  it('narrows staff access to the staff account whose role has the permission; members and other roles are forbidden, guests unauthenticated', () => {
    expect(credentialFor(staff, 'staff:inquiries')).toEqual({ ok: true, credential: { staffId: 's1', name: '운영팀', role: 'support', permission: 'inquiries', sessionId: 's2' } });
    expect(credentialFor(editor, 'staff:inquiries')).toEqual({ ok: false, reason: 'FORBIDDEN' });
    expect(credentialFor(staff, 'staff:site')).toEqual({ ok: false, reason: 'FORBIDDEN' });
    expect(credentialFor(member, 'staff:inquiries')).toEqual({ ok: false, reason: 'FORBIDDEN' });
    expect(credentialFor(GUEST, 'staff:inquiries')).toEqual({ ok: false, reason: 'UNAUTHENTICATED' });
  });
});

const op = defineOperation({
  name: 'test.op',
  input: z.object({ n: z.number() }),
  access: 'member',
  refusals: {
    NOT_FOUND: { status: 404, message: '없습니다.' },
    TOO_BIG: { status: 409, message: '너무 큽니다.', field: 'n' },
  },
  async run({ n }, { credential }) {
    if (n === 0) return answer.refuse('NOT_FOUND');
    if (n > 10) return answer.refuse('TOO_BIG', { message: `${n}은 너무 큽니다.` });
    return answer.ok({ n, by: credential.memberId });
  },
});

describe('refusalOf', () => {
  it('answers with the declared status, message and field', () => {
    expect(refusalOf(op, answer.refuse('NOT_FOUND'))).toEqual({ code: 'NOT_FOUND', status: 404, message: '없습니다.' });
    expect(refusalOf(op, answer.refuse('TOO_BIG'))).toEqual({ code: 'TOO_BIG', status: 409, message: '너무 큽니다.', field: 'n' });
  });
  it('lets one case say more, keeping the declared status', () => {
    expect(refusalOf(op, answer.refuse('TOO_BIG', { message: '11은 너무 큽니다.', field: 'other' }))).toEqual({ code: 'TOO_BIG', status: 409, message: '11은 너무 큽니다.', field: 'other' });
  });
});

/** A stand-in database whose transaction records whether it committed or rolled back. */
function fakeServices() {
  const log: string[] = [];
  const trx = { name: 'trx' };
  const kysely = {
    transaction: () => ({
      execute: async <T>(work: (t: typeof trx) => Promise<T>): Promise<T> => {
        try {
          const value = await work(trx);
          log.push('commit');
          return value;
        } catch (error) {
          log.push('rollback');
          throw error;
        }
      },
    }),
  };
  const services = { db: { kysely, dialect: 'sqlite', close: async () => {} } } as unknown as Services;
  return { services, log, trx };
}

describe('perform', () => {
  const caller = (services: Services) => ({ services, credential: { memberId: 'm1', name: '김도담', role: 'member' as const, sessionId: 's1' }, clientIp: '127.0.0.1', requestId: 'r1', afterResponse: () => undefined });

  it('runs a write in one transaction that the work and its services both see, and commits it', async () => {
    const { services, log, trx } = fakeServices();
    const seen: unknown[] = [];
    const writer = defineOperation({
      name: op.name,
      input: op.input,
      access: op.access,
      refusals: op.refusals,
      async run(_input, ctx) {
        seen.push(ctx.db, ctx.services.db.kysely);
        return answer.ok(null);
      },
    });
    expect(await perform(writer, { n: 1 }, caller(services))).toEqual({ ok: true, value: null });
    expect(seen).toEqual([trx, trx]);
    expect(log).toEqual(['commit']);
  });

  it('rolls back what a refused operation wrote, and answers the refusal', async () => {
    const { services, log } = fakeServices();
    expect(await perform(op, { n: 11 }, caller(services))).toEqual({ ok: false, code: 'TOO_BIG', message: '11은 너무 큽니다.' });
    expect(log).toEqual(['rollback']);
  });

  it('passes the typed credential to the work', async () => {
    const { services } = fakeServices();
    expect(await perform(op, { n: 3 }, caller(services))).toEqual({ ok: true, value: { n: 3, by: 'm1' } });
  });

  it('an operation that only reads runs without a transaction', async () => {
    const { services, log } = fakeServices();
    const reader = defineOperation({ ...op, transaction: false });
    expect(await perform(reader, { n: 0 }, caller(services))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(log).toEqual([]);
  });
});

describe('afterCommit', () => {
  const caller = (services: Services) => ({ services, credential: { memberId: 'm1', name: '김도담', role: 'member' as const, sessionId: 's1' }, clientIp: '127.0.0.1', requestId: 'r1', afterResponse: () => undefined });

  it('runs after the commit of a write that succeeded, never for a refused one', async () => {
    const { services, log } = fakeServices();
    const writer = defineOperation({
      name: op.name,
      input: op.input,
      access: op.access,
      refusals: op.refusals,
      async run({ n }, ctx) {
        ctx.afterCommit(() => void log.push(`announced ${n}`));
        return n > 10 ? answer.refuse('TOO_BIG') : answer.ok(n);
      },
    });
    await perform(writer, { n: 1 }, caller(services));
    expect(log).toEqual(['commit', 'announced 1']);
    await perform(writer, { n: 11 }, caller(services));
    expect(log).toEqual(['commit', 'announced 1', 'rollback']);
  });
});
