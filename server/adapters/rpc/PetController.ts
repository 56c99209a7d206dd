import { z } from 'zod';
import { deletePetOp, PET_NOT_FOUND, PetId, savePetOp } from '#app/features/pets/operations.server';
import { getPet, listPets } from '#app/features/pets/pets.server';
import { method } from './define';
import { operationMethod } from './operation-method';
import { notFound } from '../../platform/errors/request-errors';


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
      const pet = await getPet(services.db.kysely, member.memberId, petId);
      if (!pet) throw notFound(PET_NOT_FOUND);
      return pet;
    },
  }),

  /** The pet's fields nested as `pet` (booleans as booleans, numbers as numbers or strings); the operation reads them flat, as the form sends them. */
  savePet: operationMethod(savePetOp, {
    wrapped: true,
    wire: z.object({ petId: PetId.optional(), pet: z.looseObject({}) }),
    // No photo through the method: only the page uploads one.
    fromWire: ({ petId, pet }) => ({ ...Object.fromEntries(Object.entries(pet).filter(([k]) => k !== 'photo').map(([k, val]) => [k, typeof val === 'boolean' ? (val ? 'yes' : 'no') : val])), petId }),
    wireField: (field) => (field === 'petId' ? field : `pet.${field}`),
  }),

  deletePet: operationMethod(deletePetOp, { wrapped: true, wire: z.strictObject({ petId: PetId }) }),
} as const;
