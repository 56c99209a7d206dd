import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { isLimitExceeded } from '#server/platform/auth/rate-limits';
import { deletePet, getPet, type PetPhoto, savePet } from './pets.server';
import { petSchema } from './schemas';

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

/** A photo the adapter already checked (`checkPhoto`: type by content, size, re-encoded), or 'remove'. */
const PhotoChange = z.union([z.literal('remove'), z.custom<PetPhoto>((v) => typeof v === 'object' && v !== null && 'image' in v && 'uploadedBytes' in v)]).optional();
const SaveExtras = z.object({ petId: PetId.optional(), photo: PhotoChange });

/**
 * The save's input: the pet's fields flat (as the form names them), the pet's id when it is an
 * update, and the photo change. The birth-year choices depend on today, so the fields' schema is
 * made for each parse.
 */
const PetSaveInput = z.unknown().transform((value, ctx) => {
  const extras = SaveExtras.safeParse(value);
  const fields = petSchema(new Date()).safeParse(value);
  for (const issue of [...(extras.error?.issues ?? []), ...(fields.error?.issues ?? [])]) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  if (!extras.success || !fields.success) return z.NEVER;
  return { ...extras.data, pet: fields.data };
});

const MAX_PETS_MESSAGE = '반려동물은 20마리까지 등록할 수 있습니다.';

/** Creates or updates the member's pet (with its photo); answers the pet as saved. */
export const savePetOp = defineOperation({
  name: 'pets.savePet',
  input: PetSaveInput,
  access: 'member',
  refusals: {
    NOT_FOUND: { status: 404, message: PET_NOT_FOUND },
    REJECTED: { status: 422, message: MAX_PETS_MESSAGE },
    UPLOAD_QUOTA: { status: 429, message: '업로드 한도를 넘었습니다.', field: 'photo' },
  },
  async run({ petId, pet, photo }, { services, credential }) {
    let outcome: Awaited<ReturnType<typeof savePet>>;
    try {
      outcome = await savePet(services, credential.memberId, petId, pet, photo);
    } catch (error) {
      // The member's upload quota refused the photo before anything was stored.
      if (isLimitExceeded(error)) return answer.refuse('UPLOAD_QUOTA', { message: error.message, retryAfter: error.retryAfterS });
      throw error;
    }
    if (!outcome.ok) return answer.refuse(outcome.reason === 'not-found' ? 'NOT_FOUND' : 'REJECTED');
    const saved = await getPet(services.db.kysely, credential.memberId, outcome.petId);
    return saved ? answer.ok(saved) : answer.refuse('NOT_FOUND');
  },
});
