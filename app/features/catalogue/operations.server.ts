import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { setBookmark, toggleBookmark } from './bookmarks.server';
import { ProductId } from './schemas';

/**
 * The member's bookmark of a product, declared once (docs/decisions/012-operations.md): the
 * bookmark form (product list, detail, /mypage/bookmark) and ProductController.toggleBookmark
 * both run it. `bookmarked` true adds, false removes, absent flips.
 */
export const bookmarkProduct = defineOperation({
  name: 'catalogue.bookmark',
  input: z.object({ productId: ProductId, bookmarked: z.boolean().optional() }),
  access: 'member',
  refusals: { NOT_FOUND: { status: 404, message: '상품을 찾을 수 없습니다.' } },
  async run({ productId, bookmarked }, { db, credential }) {
    const state = bookmarked === undefined ? await toggleBookmark(db, credential.memberId, productId) : await setBookmark(db, credential.memberId, productId, bookmarked);
    if (state === null) return answer.refuse('NOT_FOUND');
    return answer.ok({ productId, bookmarked: state });
  },
});
