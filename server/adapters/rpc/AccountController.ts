import { z } from 'zod';
import { getMarketingConsent, getProfile } from '#app/features/account/accounts.server';
import { updateMarketingOp, updateProfileOp } from '#app/features/account/operations.server';
import { AccountUtmSchema } from '#app/features/tracking/schemas';
import { updateAccountUtm } from '#app/features/tracking/data/tracking.server';
import { method, wrappedMethod } from './define';
import { operationMethod } from './operation-method';
import { notFound } from '../../platform/errors/request-errors';


/** The signed-in member's own account. No method takes a member id: the session decides whose. */
export const AccountController = {
  getMyProfile: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => {
      const profile = await getProfile(services, member.memberId);
      if (!profile) throw notFound();
      return profile;
    },
  }),

  updateMyProfile: operationMethod(updateProfileOp, { wrapped: true }),

  getMarketingConsent: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => getMarketingConsent(services, member.memberId),
  }),

  updateMarketingConsent: operationMethod(updateMarketingOp, { wrapped: true }),

  /** SPEC 4.8 / 7.2: the browser's first UTM values, copied to the signed-in member's account. */
  updateAccountUTM: wrappedMethod({
    input: AccountUtmSchema,
    access: 'member',
    handler: async (input, { services, member }) => {
      return { updated: await updateAccountUtm(services.db.kysely, member.memberId, input) };
    },
  }),
} as const;
