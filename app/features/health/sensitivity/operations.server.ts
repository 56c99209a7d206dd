import { answer, defineOperation } from '#server/platform/operations/operation';
import type { Category } from '../shared/health-types';
import { getHealthLog, ownPet, saveHealthLog } from '../shared/data/health-records.server';
import { parseQuestionId, SPECIES_CATEGORIES } from '../shared/questionnaire';
import { SensitivityAnswersInput } from './schemas';
import { resultFor } from './sensitivity-rule';
import { speciesLabel } from '#app/features/pets/species';

/**
 * Saves a finished sensitivity check for one of the member's pets (SPEC 3.6, 4.1): the step-3
 * page and HealthProgramController.saveSensitivityCheck. The results are computed here from the
 * answers, so both doors store the same thing; the answers' species must be the pet's.
 */
export const saveSensitivityCheckOp = defineOperation({
  name: 'health.saveSensitivityCheck',
  input: SensitivityAnswersInput,
  access: 'member',
  refusals: {
    NOT_FOUND: { status: 404, message: '반려동물을 찾을 수 없어요. 다시 골라 주세요.', field: 'petId' },
    REJECTED: { status: 422, message: '저장할 수 있는 반려동물을 찾을 수 없어요. 다시 골라 주세요.', field: 'petId' },
  },
  async run({ petId, answers }, { services, credential }) {
    const species = parseQuestionId(answers[0]!)!.species;
    const notHers = `저장할 수 있는 ${speciesLabel(species)}를 찾을 수 없어요. 다시 골라 주세요.`;
    if (!(await ownPet(services.db.kysely, credential.memberId, petId))) return answer.refuse('NOT_FOUND', { message: notHers });
    if (!(await ownPet(services.db.kysely, credential.memberId, petId, species))) return answer.refuse('REJECTED', { message: notHers });
    const selected = new Set(answers);
    const categories = SPECIES_CATEGORIES[species].filter((c) => answers.some((a) => parseQuestionId(a)?.category === c)) as Category[];
    const results = categories.map((c) => resultFor(species, c, selected)!);
    const saved = await saveHealthLog(services.db.kysely, credential.memberId, { petId, program: 'sensitivity', species, results, answers: [...selected] });
    if (!saved.ok) return answer.refuse('NOT_FOUND');
    return answer.ok({ id: saved.id, log: await getHealthLog(services.db.kysely, credential.memberId, saved.id) });
  },
});
