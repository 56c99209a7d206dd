import { z } from 'zod';
import { plus1CampaignProducts } from '#app/features/offline-store/plus1.server';
import { wrappedMethod } from './define';

/**
 * ProductController.getPlus1CampaignTargetProducts (SPEC 7.2): no payload; data is the array of
 * campaign product records of the running 1+1 campaign, each with Product__r. Kept in its own
 * module so the catalogue's ProductController can take it in as one more method.
 */
export const getPlus1CampaignTargetProducts = wrappedMethod({
  input: z.object({}).strip(),
  access: 'public',
  cacheable: true,
  handler: async (_input, { services }) => plus1CampaignProducts(services),
});

/** Registered as ProductController until the catalogue's class exists (see the area's report). */
export const Plus1ProductController = { getPlus1CampaignTargetProducts } as const;
