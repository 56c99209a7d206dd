import { expect } from 'vitest';
import { postForm } from '../../fixtures/forms';
import { registerPet } from '../../fixtures/pets';
import type { AttackModule } from './types';

const STATE = 'species=cat&cat=urinary&cat=tooth&a=cat-urinary-q1&a=cat-tooth-q2';

/** The health area: the victim's pet health program log and BCS result, tried by the second member. */
export const healthAttacks: AttackModule = {
  async setup({ server, a }) {
    const healthPetId = await registerPet(server, a.cookie, { name: '나비', species: 'cat', breed: '코리안 숏헤어', birthYear: '2019', weightKg: '4.8' });
    const log = await postForm(server, `/sensitivitycheck/step3?${STATE}&pet=${healthPetId}`, { pet: healthPetId }, a.cookie);
    const healthLogId = new URL(log.headers.get('location')!, server.url).searchParams.get('log')!;
    const bcs = await postForm(server, `/bcs/step3?species=cat&weight=4.8&stage=adult&pet=${healthPetId}`, { ribs: '4', waist: '4', belly: '4', pet: healthPetId }, a.cookie);
    const bcsResultId = new URL(bcs.headers.get('location')!, server.url).searchParams.get('result')!;
    expect(healthLogId).toBeTruthy();
    expect(bcsResultId).toBeTruthy();
    return { healthPetId, healthLogId, bcsResultId };
  },
  attacks: {
    'HealthProgramController.getMyHealthLogs': async ({ call, ids }) => {
      const own = await (await call('HealthProgramController', 'getMyHealthLogs', {})).json();
      expect(own.total).toBe(0);
      const byPet = await (await call('HealthProgramController', 'getMyHealthLogs', { petId: ids.healthPetId })).json();
      expect(byPet.records).toEqual([]);
      expect((await call('HealthProgramController', 'getMyHealthLogs', { memberId: 'x' })).status).toBe(400);
    },
    'HealthProgramController.getHealthLog': async ({ call, ids }) => {
      const res = await call('HealthProgramController', 'getHealthLog', { logId: ids.healthLogId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('나비');
    },
    'HealthProgramController.saveSensitivityCheck': async ({ call, ids, server }) => {
      const before = await server.services.db.kysely.selectFrom('health_logs').select('id').where('pet_id', '=', ids.healthPetId!).execute();
      const res = await call('HealthProgramController', 'saveSensitivityCheck', { petId: ids.healthPetId, answers: ['cat-urinary-q5'] });
      expect(res.status).toBe(404);
      const after = await server.services.db.kysely.selectFrom('health_logs').select('id').where('pet_id', '=', ids.healthPetId!).execute();
      expect(after).toHaveLength(before.length);
    },
    'HealthProgramController.getMyBcsResults': async ({ call, ids }) => {
      const byPet = await (await call('HealthProgramController', 'getMyBcsResults', { petId: ids.healthPetId })).json();
      expect(byPet).toEqual({ total: 0, records: [] });
    },
    'HealthProgramController.getBcsResult': async ({ call, ids }) => {
      const res = await call('HealthProgramController', 'getBcsResult', { resultId: ids.bcsResultId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('나비');
    },
  },
};
