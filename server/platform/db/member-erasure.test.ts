import { describe, expect, it } from 'vitest';
import type { DbConn } from './database';
import { MemberErasure } from './member-erasure';

const db = {} as DbConn;

describe('MemberErasure', () => {
  it('runs every owner once, in registration order, with the caller’s connection', async () => {
    const erasure = new MemberErasure();
    const calls: string[] = [];
    erasure.register('health', async (conn, id) => void calls.push(`health ${id} ${conn === db}`));
    erasure.register('qna', async (_conn, id) => void calls.push(`qna ${id}`));
    erasure.register('health', async (_conn, id) => void calls.push(`health again ${id}`));
    await erasure.eraseMember(db, 'm1');
    expect(calls).toEqual(['health again m1', 'qna m1']);
    expect(erasure.owners).toEqual(['health', 'qna']);
  });

  it('refuses to erase with nothing registered rather than keep records silently', async () => {
    await expect(new MemberErasure().eraseMember(db, 'm1')).rejects.toThrow(/registerMemberErasers/);
  });
});
