import { saveContentWithPhotos, saveRefusals, stateOperations } from '#app/staff-kit/data/content-kit.server';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { foreignImage, newProductId, PRODUCT_KIND, writeProduct } from './data/product-admin.server';
import { ProductSaveSchema } from './schemas';
import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { setBookmark, toggleBookmark } from './data/bookmarks.server';
import { ProductId } from './schemas';

/**
 * The member's bookmark of a product, declared once (docs/decisions/012-operations.md): the
 * bookmark form (product list, detail, /mypage/bookmark) and ProductController.toggleBookmark
 * both run it. `bookmarked` true adds, false removes, absent flips.
 */
export const bookmarkProduct = defineOperation({
  name: 'catalogue.bookmark',
  input: z.object({ productId: ProductId, bookmarked: z.boolean({ error: '요청이 올바르지 않습니다.' }).optional() }),
  access: 'member',
  refusals: { NOT_FOUND: { status: 404, message: '상품을 찾을 수 없습니다.' } },
  async run({ productId, bookmarked }, { db, credential }) {
    const state = bookmarked === undefined ? await toggleBookmark(db, credential.memberId, productId) : await setBookmark(db, credential.memberId, productId, bookmarked);
    if (state === null) return answer.refuse('NOT_FOUND');
    return answer.ok({ productId, bookmarked: state });
  },
});

// --- Back-office: products (issue 15 item 1) ---

export const productState = stateOperations(PRODUCT_KIND);

/**
 * Creates or edits a product with its codes and photos. New photos reach it already decoded and
 * encoded again by the image pipeline (the page or method adapter's work); they are stored in
 * the transaction's course and removed again when it does not commit.
 */
export const saveProductOp = staffOperation(PRODUCT_KIND.capability, {
  name: 'product.save',
  input: ProductSaveSchema,
  refusals: { ...saveRefusals(PRODUCT_KIND), INVALID_INPUT: { status: 400, message: '사진을 다시 확인해 주세요.', field: 'images' } },
  async run(input, ctx) {
    const foreign = await foreignImage(ctx.db, input.id, input);
    if (foreign) return answer.refuse('INVALID_INPUT', { message: '이 상품의 사진이 아닌 사진이 들어 있습니다. 페이지를 새로 고쳐 주세요.' });
    return saveContentWithPhotos(ctx, PRODUCT_KIND, input, (db, id, mode, publish, now) => writeProduct(db, ctx.services.storage, id, mode, publish, now, input), newProductId);
  },
});
