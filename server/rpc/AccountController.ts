import { z } from 'zod';
import { getMarketingConsent, getProfile, updateMarketingConsent, updateProfile } from '#app/features/account/accounts.server';
import { MarketingSchema, ProfileSchema } from '#app/features/account/schemas';
import { AccountUtmSchema } from '#app/features/tracking/schemas';
import { updateAccountUtm } from '#app/features/tracking/tracking.server';
import { method, wrappedMethod } from './define';
import { notFound } from '../platform/errors/request-errors';


/** The signed-in member's own account. No method takes a member id: the session decides whose. */
export const AccountController = {
  getMyProfile: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      const profile = await getProfile(services, viewer.userId);
      if (!profile) throw notFound();
      return profile;
    },
  }),

  updateMyProfile: wrappedMethod({
    input: ProfileSchema,
    access: 'member',
    handler: async (input, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      await updateProfile(services, viewer.userId, input);
      return getProfile(services, viewer.userId);
    },
  }),

  getMarketingConsent: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, viewer }) => (viewer.isGuest ? null : getMarketingConsent(services, viewer.userId)),
  }),

  updateMarketingConsent: wrappedMethod({
    input: MarketingSchema,
    access: 'member',
    handler: async (input, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      return updateMarketingConsent(services, viewer.userId, input);
    },
  }),

  /** SPEC 4.8 / 7.2: the browser's first UTM values, copied to the signed-in member's account. */
  updateAccountUTM: wrappedMethod({
    input: AccountUtmSchema,
    access: 'member',
    handler: async (input, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      return { updated: await updateAccountUtm(services, viewer.userId, input) };
    },
  }),
} as const;
