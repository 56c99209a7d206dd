import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { ownPet, saveBcsResult } from '../shared/data/health-records.server';
import { LIFE_STAGES } from '../shared/life-stage';
import { IdSchema } from '../shared/schemas';
import { type BcsAnswers, bcsOutcome } from './bcs';
import { getPet } from '#app/features/pets/pets.server';
import { speciesLabel } from '#app/features/pets/species';

const Level = z.number().int().min(1).max(5).transform((v) => v as BcsAnswers['ribs']);

/**
 * Saves a finished body-condition check for one of the member's pets of the check's species
 * (the step-3 page; the flow's steps collect the input). The outcome is computed here.
 */
export const saveBcsResultOp = defineOperation({
  name: 'health.saveBcsResult',
  input: z.object({
    petId: IdSchema,
    species: z.enum(['dog', 'cat']),
    weight: z.number().positive().max(200),
    stage: z.enum(LIFE_STAGES),
    answers: z.object({ ribs: Level, waist: Level, belly: Level }),
  }),
  access: 'member',
  refusals: { NOT_FOUND: { status: 400, message: '반려동물을 찾을 수 없어요. 다시 골라 주세요.', field: 'pet' } },
  async run({ petId, species, weight, stage, answers }, { services, credential }) {
    if (!(await ownPet(services.db.kysely, credential.memberId, petId, species))) return answer.refuse('NOT_FOUND', { message: `저장할 수 있는 ${speciesLabel(species)}를 찾을 수 없어요. 다시 골라 주세요.` });
    const pet = await getPet(services.db.kysely, credential.memberId, petId);
    const saved = await saveBcsResult(services.db.kysely, credential.memberId, { petId, stage, answers, outcome: bcsOutcome(species, weight, answers, pet?.neutered ?? null) });
    return saved.ok ? answer.ok({ id: saved.id }) : answer.refuse('NOT_FOUND');
  },
});
