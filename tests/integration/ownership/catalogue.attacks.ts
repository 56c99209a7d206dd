import { expect } from 'vitest';
import { setBookmark } from '#app/features/catalogue/data/bookmarks.server';
import { postForm } from '../../fixtures/forms';
import { signedInMember } from '../../fixtures/members';
import type { AttackModule } from './types';

/** The victim bookmarks two products; the attacker must neither see nor change them. */
export const catalogueAttacks: AttackModule = {
  async setup({ server, a }) {
    await setBookmark(server.services.db.kysely, a.id, 'p-dog-derma-adult', true);
    await setBookmark(server.services.db.kysely, a.id, 'p-cat-urinary', true);
    return { bookmarkedProductId: 'p-dog-derma-adult' };
  },
  attacks: {
    'ProductController.getMyBookmarks': async ({ call, a }) => {
      // No member id is accepted, and the caller's own list holds none of the victim's bookmarks.
      expect((await call('ProductController', 'getMyBookmarks', { memberId: a.id })).status).toBe(400);
      const own = (await (await call('ProductController', 'getMyBookmarks', {})).json()) as { items: { Id: string }[]; total: number };
      expect(own.total).toBe(0);
      expect(own.items).toEqual([]);
    },
    'ProductController.toggleBookmark': async ({ call, a, ids, server }) => {
      const productId = ids.bookmarkedProductId!;
      expect((await call('ProductController', 'toggleBookmark', { productId, memberId: a.id, bookmarked: false })).status).toBe(400);
      // Removing "the" bookmark of that product only touches the caller's own (absent) one.
      const off = await call('ProductController', 'toggleBookmark', { productId, bookmarked: false });
      expect(off.status).toBe(200);
      const flip = await (await call('ProductController', 'toggleBookmark', { productId })).json();
      expect(flip.data).toEqual({ productId, bookmarked: true });
      // The page forms, too, act on the signed-in member only, whatever the form says.
      const other = await signedInMember(server.services, 'member', '셋째회원');
      for (const path of ['/mypage/bookmark', '/products/Product2', `/products/detail/?id=${productId}`]) {
        expect((await postForm(server, path, { intent: 'bookmark', productId, bookmarked: 'off', memberId: a.id }, other.cookie)).status).toBe(200);
      }
      const victim = await server.services.db.kysely.selectFrom('bookmarks').select('product_id').where('member_id', '=', a.id).orderBy('product_id').execute();
      expect(victim.map((r) => r.product_id)).toEqual(['p-cat-urinary', 'p-dog-derma-adult']);
    },
  },
};
