import { expect } from 'vitest';
import type { AttackModule } from './types';

/**
 * The back-office methods (issue 15) are staff-only: a member calling them gets 403 and
 * nothing changes (the victim's data here is the site's content, which no member may touch).
 */
const refused = (method: string, params: unknown): AttackModule['attacks'][string] =>
  async ({ call, server }) => {
    const before = await server.services.db.kysely.selectFrom('news').select(['id', 'title', 'version', 'is_published', 'deleted_at']).orderBy('id').execute();
    expect((await call('ContentAdminController', method, params)).status).toBe(403);
    expect(await server.services.db.kysely.selectFrom('news').select(['id', 'title', 'version', 'is_published', 'deleted_at']).orderBy('id').execute()).toEqual(before);
  };

/** The home page editor's methods: a member is refused and the home layout (published and draft) stays as it was. */
const refusedHome = (method: string, params: unknown): AttackModule['attacks'][string] =>
  async ({ call, server }) => {
    const before = await server.services.db.kysely.selectFrom('page_layout').selectAll().orderBy('page_key').execute();
    expect((await call('ContentAdminController', method, params)).status).toBe(403);
    expect(await server.services.db.kysely.selectFrom('page_layout').selectAll().orderBy('page_key').execute()).toEqual(before);
  };

export const backofficeAttacks: AttackModule = {
  async setup() {
    return {};
  },
  attacks: {
    // A read: a member learns nothing of the site's drafts (403, no list of records).
    'ContentAdminController.searchLinkTargets': async ({ call }) => {
      const res = await call('ContentAdminController', 'searchLinkTargets', { q: '체험' });
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('ref:');
    },
    'ContentAdminController.saveNews': refused('saveNews', { category: '공지', title: '회원이 쓴 공지', bodyHtml: '<p>x</p>', pin: 9, sortOrder: 0, publish: 'now' }),
    'ContentAdminController.saveFaq': refused('saveFaq', { category: 'etc', question: '회원 질문', answerHtml: '<p>x</p>', sortOrder: 0, publish: 'now' }),
    'ContentAdminController.saveTrialCampaign': refused('saveTrialCampaign', { title: '회원 캠페인', summary: 'x', description: 'x', productId: 'p-dog-coat', species: 'dog', capacity: 1, startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', announceAt: '2027-01-02T00:00:00Z', sortOrder: 0, publish: 'now' }),
    'ContentAdminController.savePlus1Campaign': refused('savePlus1Campaign', { title: '회원 1+1', startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', couponValidDays: 7, products: [{ productId: 'p-dog-coat', sortOrder: 0 }], publish: 'now' }),
    'ContentAdminController.saveStore': refused('saveStore', { name: '회원 매장', region: '서울', roadAddress: '서울', phone: '02-123-4567', hours: '매일', sortOrder: 0, publish: 'now' }),
    'ContentAdminController.importStores': refused('importStores', { csv: '매장명,지역,주소,전화번호,영업시간\n회원 매장,서울,서울,02-123-4567,매일' }),
    'ContentAdminController.saveProduct': refused('saveProduct', { id: 'p-dog-coat', version: 1, name: '회원이 바꾼 이름', species: 'Dog', lifeStage: 'adult', size: 'all', form: 'dry', packageGrams: 1, price: 1, discountRate: 0, kcalPerKg: 1, summary: 'x', description: 'x', ingredients: 'x', sortOrder: 0 }),
    'ContentAdminController.saveArticle': refused('saveArticle', { id: 'dog-itchy-skin', version: 1, categoryId: 'x', species: 'All', title: '회원 글', summary: 'x', bodyHtml: '<p>x</p>', author: 'x' }),
    'ContentAdminController.moderateReview': refused('moderateReview', { reviewId: 'x', action: 'hide', reason: '회원이 숨기려 함' }),
    'ContentAdminController.saveHomeDraft': refusedHome('saveHomeDraft', { version: 1, layout: [{ sectionKey: 'x', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'c', columnName: 'c', columnWidth: '12', seedComponents: [] }] }] }),
    'ContentAdminController.publishHome': refusedHome('publishHome', { version: 1 }),
    'ContentAdminController.discardHomeDraft': refusedHome('discardHomeDraft', { version: 1 }),
    'ContentAdminController.changeContentState': refused('changeContentState', { type: 'news', action: 'delete', id: 'news-privacy-2026', version: 1 }),
    'ContentAdminController.bulkChangeContentState': refused('bulkChangeContentState', { type: 'news', action: 'unpublish', ids: ['news-privacy-2026'] }),
  },
};
