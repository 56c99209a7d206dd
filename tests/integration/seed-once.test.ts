import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/platform/db/migrate';
import { seedDemoContent, seedEssentials } from '#server/adapters/seed/seed';
import { freshDatabaseFixture } from '../fixtures/database';
import { productFields, saveThroughEditor } from '../fixtures/backoffice';
import { htmlOf, postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, saveAddress } from '../fixtures/recruitment';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

const DAY = 86_400_000;

/**
 * Issue 15 item 9: demo content is inserted once (its key recorded in seed_keys), so what staff
 * edited or deleted never comes back at the next start; demo campaign dates count from the
 * install day; SEED_DEMO=false starts an empty site.
 */
describe.each(dialects)('the demo seed inserts each item once on %s', (dialect) => {
  const freshDatabase = freshDatabaseFixture(dialect);

  it('records the applied keys; edited and deleted demo content stays as staff left it', async () => {
    const { db, storage } = await freshDatabase();
    await migrateToLatest(db.kysely as never);
    const installed = Date.now();
    await seedDemoContent(db.kysely, storage);
    const keys = new Set((await db.kysely.selectFrom('seed_keys').select('key').execute()).map((r) => r.key));
    for (const key of ['home-layout', 'product:p-dog-derma-adult', 'article:dog-itchy-skin', 'faq:faq-member-signup', 'store:store-seoul-seongsu', 'trial:trial-dog-derma', 'plus1:plus1-store-2026']) {
      expect(keys, key).toContain(key);
    }

    // Campaign dates count from the install day.
    const trial = await db.kysely.selectFrom('trial_campaigns').selectAll().where('id', '=', 'trial-dog-derma').executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(trial.starts_at) - (installed - 10 * DAY))).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(trial.ends_at) - (installed + 20 * DAY))).toBeLessThan(60_000);

    // Staff edit, soft-delete and (by SQL) hard-delete demo rows…
    await db.kysely.updateTable('products').set({ name: '바꾼 이름' }).where('id', '=', 'p-dog-derma-adult').execute();
    await db.kysely.updateTable('stores').set({ deleted_at: new Date().toISOString() }).where('id', '=', 'store-seoul-seongsu').execute();
    await db.kysely.deleteFrom('article_tags').where('article_id', '=', 'dog-itchy-skin').execute();
    await db.kysely.deleteFrom('articles').where('id', '=', 'dog-itchy-skin').execute();
    await db.kysely.deleteFrom('faqs').where('id', '=', 'faq-member-signup').execute();
    await db.kysely.deleteFrom('trial_campaigns').where('id', '=', 'trial-senior-care').execute();
    await db.kysely.deleteFrom('page_layout').where('page_key', '=', 'home').execute();
    const productsBefore = (await db.kysely.selectFrom('products').select('id').execute()).length;

    // …and the next start seeds again: nothing comes back, nothing is overwritten, nothing doubles.
    await seedDemoContent(db.kysely, storage);
    expect((await db.kysely.selectFrom('products').select('name').where('id', '=', 'p-dog-derma-adult').executeTakeFirstOrThrow()).name).toBe('바꾼 이름');
    expect((await db.kysely.selectFrom('stores').select('deleted_at').where('id', '=', 'store-seoul-seongsu').executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
    expect(await db.kysely.selectFrom('articles').select('id').where('id', '=', 'dog-itchy-skin').executeTakeFirst()).toBeUndefined();
    expect(await db.kysely.selectFrom('faqs').select('id').where('id', '=', 'faq-member-signup').executeTakeFirst()).toBeUndefined();
    expect(await db.kysely.selectFrom('trial_campaigns').select('id').where('id', '=', 'trial-senior-care').executeTakeFirst()).toBeUndefined();
    expect(await db.kysely.selectFrom('page_layout').select('page_key').executeTakeFirst()).toBeUndefined();
    expect((await db.kysely.selectFrom('products').select('id').execute()).length).toBe(productsBefore);
  });

  it('SEED_DEMO=false: only the settings row, no content', async () => {
    const { db, storage } = await freshDatabase();
    await migrateToLatest(db.kysely as never);
    await seedEssentials(db.kysely, storage);
    expect(await db.kysely.selectFrom('site_config').select('id').execute()).toHaveLength(1);
    for (const table of ['products', 'articles', 'article_categories', 'faqs', 'news', 'stores', 'trial_campaigns', 'store_campaigns', 'page_layout', 'seed_keys'] as const) {
      expect(await db.kysely.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
  });
});

describe.each(dialects)('an empty site (SEED_DEMO=false) on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' }, { seed: 'empty' });

  it('serves its pages with nothing in them yet', async () => {
    for (const path of ['/', '/products/Product2', '/health-article', '/customer-center', '/customer-center/news', '/recruitment', '/mypage/myrecruitment-order/store/step1', '/search?q=사료']) {
      const res = await server.fetch(path, { headers: { Accept: 'text/html' } });
      expect([200, 302], path).toContain(res.status);
      await htmlOf(res);
    }
  });
});

/**
 * Issue 15 item 9: a new brand fills an empty site (SEED_DEMO=false) from the back-office alone:
 * a product, a category, an article, a store and a trial; a guest sees them and a member applies.
 */
describe.each(dialects)('an empty site filled from the back-office on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' }, { seed: 'empty' });

  it('staff create a product, an article, a store and a trial; guests see them; a member applies', async () => {
    const staff = await signedInMember(server.services, 'staff', '운영팀');
    const member = await signedInMember(server.services, 'member', '김도담');
    await saveAddress(server.services, member.id);
    const productId = await saveThroughEditor(server, '/staff/products/edit', { ...productFields('첫 상품 어덜트'), newImage1: pngBlob(200), newAlt1: '첫 상품 봉투', publish: 'now' }, staff.cookie);
    expect((await postForm(server, '/staff/article-categories', { intent: 'save', parentId: '', label: '영양', description: '영양 이야기', sortOrder: '0' }, staff.cookie)).status).toBe(302);
    const category = await server.services.db.kysely.selectFrom('article_categories').select('id').executeTakeFirstOrThrow();
    const articleId = await saveThroughEditor(
      server,
      '/staff/articles/edit',
      { categoryId: category.id, species: 'All', title: '첫 건강 정보', summary: '첫 글', bodyHtml: '<p>첫 글 본문</p>', author: '팀', banner: pngBlob(300), bannerAlt: '대표 사진', publish: 'now' },
      staff.cookie,
    );
    await saveThroughEditor(server, '/staff/stores/edit', { name: '첫 매장', region: '서울', postcode: '04779', roadAddress: '서울특별시 성동구 성수이로 78', extraAddress: '', addressDetail: '', phone: '02-123-4567', hours: '매일 10:00 ~ 20:00', sortOrder: '0', publish: 'now' }, staff.cookie);
    const day = 86_400_000;
    const trialId = await saveThroughEditor(
      server,
      '/staff/campaigns/edit',
      {
        title: '첫 체험',
        summary: '첫 체험 소개',
        description: '첫 체험 안내',
        productId,
        species: 'all',
        capacity: '10',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 7 * day).toISOString(),
        announceAt: new Date(Date.now() + 8 * day).toISOString(),
        sortOrder: '0',
        publish: 'now',
      },
      staff.cookie,
    );

    const html = async (path: string) => htmlOf(await server.fetch(path, { headers: { Accept: 'text/html' } }));
    expect(await html('/products/Product2')).toContain('첫 상품 어덜트');
    expect(await html(`/products/detail?id=${productId}`)).toContain('alt="첫 상품 봉투"');
    expect(await html('/health-article')).toContain('첫 건강 정보');
    expect(await html(`/health-article/list/detail?id=${articleId}`)).toContain('첫 글 본문');
    expect(JSON.stringify((await rpc(server, 'StoreController', 'getStores', {}, { method: 'GET' })).body)).toContain('첫 매장');
    expect(await html('/recruitment')).toContain('첫 체험');
    expect(JSON.stringify((await rpc(server, 'SearchController', 'search', { q: '첫 상품' })).body)).toContain(productId);

    const petId = await addPet(server.services, member.id, 'dog');
    expect(await apply(server, member.cookie, trialId, petId)).toBeTruthy();
  });
});
