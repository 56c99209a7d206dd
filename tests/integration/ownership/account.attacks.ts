import { expect } from 'vitest';
import { registerPet } from '../../fixtures/pets';
import type { AttackModule } from './types';

export const accountAttacks: AttackModule = {
  async setup({ server, a }) {
    return { petId: await registerPet(server, a.cookie, { weightKg: '3.2' }) };
  },
  attacks: {
    'SessionController.keepAlive': async ({ call }) => {
      // Renews the caller's own session only: there is no id to pass.
      expect((await call('SessionController', 'keepAlive', { memberId: 'ignored' })).status).toBe(200);
    },
    'SiteAdminController.updateSiteConfig': async ({ call }) => {
      expect((await call('SiteAdminController', 'updateSiteConfig', { IsMaintenance__c: true })).status).toBe(403);
    },
    'AccountController.getMyProfile': async ({ call, a }) => {
      expect((await call('AccountController', 'getMyProfile', { memberId: a.id })).status).toBe(400);
      const own = await (await call('AccountController', 'getMyProfile', {})).json();
      expect(own.email).not.toBe(a.email);
    },
    'AccountController.updateMyProfile': async ({ call, a, server }) => {
      expect((await call('AccountController', 'updateMyProfile', { memberId: a.id, name: '탈취', mobile: '01000000000' })).status).toBe(400);
      const row = await server.services.db.kysely.selectFrom('members').select('name').where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row.name).toBe('첫째회원');
    },
    'AccountController.getMarketingConsent': async ({ call, a }) => {
      expect((await call('AccountController', 'getMarketingConsent', { memberId: a.id })).status).toBe(400);
    },
    'AccountController.updateMarketingConsent': async ({ call, a, server }) => {
      expect((await call('AccountController', 'updateMarketingConsent', { memberId: a.id, sms: true })).status).toBe(400);
      const row = await server.services.db.kysely.selectFrom('members').select('marketing_sms').where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row.marketing_sms).toBe(0);
    },
    'PetController.getMyPets': async ({ call, ids }) => {
      const pets = (await (await call('PetController', 'getMyPets', {})).json()) as { id: string }[];
      expect(pets.map((p) => p.id)).not.toContain(ids.petId);
    },
    'PetController.getPet': async ({ call, ids }) => {
      const res = await call('PetController', 'getPet', { petId: ids.petId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('보리');
    },
    'PetController.savePet': async ({ call, ids, server }) => {
      const res = await call('PetController', 'savePet', {
        petId: ids.petId,
        pet: { name: '바뀐이름', species: 'dog', breed: '말티즈', sex: 'female', neutered: true, birthYear: 2020, weightKg: 3 },
      });
      expect(res.status).toBe(404);
      const row = await server.services.db.kysely.selectFrom('pets').select('name').where('id', '=', ids.petId!).executeTakeFirstOrThrow();
      expect(row.name).toBe('보리');
    },
    'PetController.deletePet': async ({ call, ids, server }) => {
      expect((await call('PetController', 'deletePet', { petId: ids.petId })).status).toBe(404);
      expect(await server.services.db.kysely.selectFrom('pets').select('id').where('id', '=', ids.petId!).executeTakeFirst()).toBeTruthy();
    },
  },
};
