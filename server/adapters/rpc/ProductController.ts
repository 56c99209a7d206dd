import { z } from 'zod';
import { listBookmarks } from '#app/features/catalogue/data/bookmarks.server';
import { bookmarkProduct } from '#app/features/catalogue/operations.server';
import { ProductId } from '#app/features/catalogue/schemas';
import { method } from './define';
import { operationMethod } from './operation-method';
import { getPlus1CampaignTargetProducts } from './plus1-campaign';

/** Product2 server methods (SPEC 7.2). Bookmarks are always the caller's own: no member id is taken. */
export const ProductController = {
  /** SPEC 7.2: the running 1+1 campaign's products (offline store step 2), from its own module. */
  getPlus1CampaignTargetProducts,

  /** Sets (bookmarked true/false) or flips (bookmarked absent) the caller's bookmark of a product. */
  toggleBookmark: operationMethod(bookmarkProduct, { wrapped: true, wire: z.strictObject({ productId: ProductId, bookmarked: z.boolean().optional() }) }),

  /** The caller's bookmarks, newest first, 12 per page. */
  getMyBookmarks: method({
    input: z.strictObject({ page: z.number().int().min(1).max(10_000).optional() }),
    access: 'member',
    readOnly: true,
    handler: async ({ page }, { services, member }) => listBookmarks(services.db.kysely, member.memberId, { page: page ?? 1 }),
  }),
} as const;
