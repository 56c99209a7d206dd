import { beforeAll, describe, expect, it } from 'vitest';
import type { RpcMethod } from '#server/adapters/rpc/define';
import { controllers } from '#server/adapters/rpc/registry';
import { postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import type { AttackModule, Call, Member } from './ownership/types';
import { serverFixture } from '../fixtures/server';

// Every feature area adds a `<area>.attacks.ts` beside the others; all are gathered here.
const modules: AttackModule[] = Object.values(import.meta.glob<Record<string, AttackModule>>('./ownership/*.attacks.ts', { eager: true })).flatMap(
  (m) => Object.values(m),
);

/**
 * DESIGN 8: a second member tries every member method with the first member's ids and must
 * neither read nor change the first member's data.
 */
describe.each(dialects)("a member cannot reach another member's data on %s", (dialect) => {
  const server = serverFixture(dialect);
  let a: Member;
  let b: Member;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    a = await signedInMember(server.services, 'member', '첫째회원');
    b = await signedInMember(server.services, 'member', '둘째회원');
    for (const module of modules) Object.assign(ids, await module.setup({ server, a }));
  });

  const call: Call = (className, methodName, params) =>
    server.fetch(`/lwr/apex/v65.0/${className}/${methodName}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: b.cookie },
      body: JSON.stringify(params),
    });

  it('every member and staff method has an attack', () => {
    const guarded = Object.entries(controllers).flatMap(([className, methods]) =>
      Object.entries(methods as Record<string, RpcMethod>)
        .filter(([, def]) => def.access !== 'public')
        .map(([name]) => `${className}.${name}`),
    );
    const covered = modules.flatMap((m) => Object.keys(m.attacks));
    expect(covered.sort()).toEqual(guarded.sort());
  });

  for (const module of modules) {
    for (const [name, attack] of Object.entries(module.attacks)) {
      it(`${name} with the first member's ids`, async () => {
        await attack({ server, a, ids, call });
      });
    }
  }

  it("pages refuse the first member's pet to the second", async () => {
    const petId = ids.petId!;
    expect((await server.fetch(`/mypage/mypet/register?id=${petId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
    expect((await server.fetch(`/mypage/mypet/photo?id=${petId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
    const edit = await postForm(
      server,
      `/mypage/mypet/register?id=${petId}`,
      { intent: 'save', name: '탈취', species: 'dog', breed: '말티즈', sex: 'female', neutered: 'yes', birthYear: '2020', weightKg: '3.2' },
      b.cookie,
    );
    expect(edit.status).toBe(404);
    expect((await postForm(server, '/mypage/mypet', { intent: 'delete', petId }, b.cookie)).status).toBe(404);
    const row = await server.services.db.kysely.selectFrom('pets').select('name').where('id', '=', petId).executeTakeFirstOrThrow();
    expect(row.name).toBe('보리');
  });
});
