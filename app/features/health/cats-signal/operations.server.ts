import { z } from 'zod';
import { issueCatAgeingCoupon } from '#app/features/offline-store/data/coupons.server';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { ownPet, saveHealthLog } from '../shared/data/health-records.server';
import { IdSchema } from '../shared/schemas';
import { careLineResults } from './cats-signal';

/**
 * Saves a finished cat's-signal check for one of the member's cats (the step-4 page; the flow's
 * steps collect and check the signs). The care-line results are computed here.
 */
export const saveCatsSignalOp = defineOperation({
  name: 'health.saveCatsSignal',
  input: z.object({ petId: IdSchema, signs: z.array(z.string().max(40)).max(80) }),
  access: 'member',
  refusals: { NOT_FOUND: { status: 400, message: '저장할 수 있는 고양이를 찾을 수 없어요. 다시 골라 주세요.', field: 'pet' } },
  async run({ petId, signs }, { services, credential }) {
    if (!(await ownPet(services.db.kysely, credential.memberId, petId, 'cat'))) return answer.refuse('NOT_FOUND');
    const results = careLineResults(signs).map((r) => ({ category: { id: r.line.category }, status: r.status }));
    const saved = await saveHealthLog(services.db.kysely, credential.memberId, { petId, program: 'cats-signal', species: 'cat', results, answers: signs });
    if (!saved.ok) return answer.refuse('NOT_FOUND', { message: '고양이를 찾을 수 없어요. 다시 골라 주세요.' });
    // The cat-ageing event's promise: the first saved result earns its coupon (once per member).
    const couponIssued = await issueCatAgeingCoupon(services.db.kysely, credential.memberId);
    return answer.ok({ id: saved.id, couponIssued });
  },
});
