import { z } from 'zod';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import { plus1CampaignProducts } from '#app/features/offline-store/data/plus1.server';
import { wrappedMethod } from './define';

/**
 * ProductController.getPlus1CampaignTargetProducts (SPEC 7.2): no payload; data is the array of
 * campaign product records of the running 1+1 campaign, each with Product__r. ProductController
 * lists it among the catalogue's methods.
 */
export const getPlus1CampaignTargetProducts = wrappedMethod({
  input: z.object({}).strip(),
  access: 'public',
  cacheable: true,
  invalidatedBy: CONTENT_TOPIC,
  handler: async (_input, { services }) => plus1CampaignProducts(services.db.kysely),
});
