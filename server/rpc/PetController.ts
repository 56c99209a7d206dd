import { z } from 'zod';
import { deletePetOp, PET_NOT_FOUND, PetId } from '#app/features/pets/operations.server';
import { getPet, listPets, savePet } from '#app/features/pets/pets.server';
import { petSchema } from '#app/features/pets/schemas';
import { method, wrappedMethod } from './define';
import { operationMethod } from './operation-method';
import { failure, notFound } from '../platform/errors/request-errors';


/** The member's own pets; another member's pet id is answered as not found. */
export const PetController = {
  getMyPets: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => listPets(services, member.memberId),
  }),

  getPet: method({
    input: z.strictObject({ petId: PetId }),
    access: 'member',
    readOnly: true,
    handler: async ({ petId }, { services, member }) => {
      const pet = await getPet(services, member.memberId, petId);
      if (!pet) throw notFound(PET_NOT_FOUND);
      return pet;
    },
  }),

  savePet: wrappedMethod({
    input: z.object({
      petId: PetId.optional(),
      pet: z.looseObject({}).transform((v, ctx) => {
        // The same schema as the form; numbers may come as numbers or strings.
        const parsed = petSchema(new Date()).safeParse(Object.fromEntries(Object.entries(v).map(([k, val]) => [k, typeof val === 'boolean' ? (val ? 'yes' : 'no') : val])));
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
          return z.NEVER;
        }
        return parsed.data;
      }),
    }),
    access: 'member',
    handler: async ({ petId, pet }, { services, member }) => {
      const outcome = await savePet(services, member.memberId, petId, pet);
      if (!outcome.ok) throw outcome.reason === 'not-found' ? notFound(PET_NOT_FOUND) : failure('반려동물은 20마리까지 등록할 수 있습니다.');
      return getPet(services, member.memberId, outcome.petId);
    },
  }),

  deletePet: operationMethod(deletePetOp, { wrapped: true, wire: z.strictObject({ petId: PetId }) }),
} as const;
