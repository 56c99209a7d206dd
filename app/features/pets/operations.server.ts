import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { deletePet } from './pets.server';

/** The writes on pets that both a page and a server method make (docs/decisions/012-operations.md). */

export const PET_NOT_FOUND = '반려동물을 찾을 수 없습니다.';
export const PetId = z.string().trim().min(1).max(64);

/** The member deletes their own pet (and its photo); another member's pet is "not found". */
export const deletePetOp = defineOperation({
  name: 'pets.deletePet',
  input: z.object({ petId: PetId }),
  access: 'member',
  refusals: { NOT_FOUND: { status: 404, message: PET_NOT_FOUND } },
  async run({ petId }, { services, credential }) {
    if (!(await deletePet(services, credential.memberId, petId))) return answer.refuse('NOT_FOUND');
    return answer.ok(null);
  },
});
