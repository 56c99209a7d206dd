import { describe, expect, it } from 'vitest';
import { storesCarrying } from '#app/features/offline-store/data/stores.server';
import { migrateToLatest } from '#server/platform/db/migrate';
import * as bcsUnderweight from '#server/platform/db/migrations/20261123T0501-bcs-underweight';
import { packshotKey } from '#server/adapters/seed/catalogue';
import { imageKeys } from '#server/platform/storage/image-pipeline';
import { createMember } from '#server/adapters/seed/factories';
import { DEMO_PRODUCTS } from '#server/adapters/seed/product-data';
import { DEMO_INGREDIENTS, FORMER_DEMO_INGREDIENTS } from '#server/adapters/seed/product-ingredients';
import { PLUS1_PRODUCT_IDS } from '#server/adapters/seed/recruitment';
import { seedDemoContent } from '#server/adapters/seed/seed';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { freshDatabaseFixture } from '../fixtures/database';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

/**
 * Issue 16 on both databases: the underweight BCS state (stored, migrated, reported), the
 * demo data corrected for sites seeded before, what stores carry, and a product page that
 * leads to its trial, its 1+1 offer, its stores and the portion tool prefilled for it.
 */

const text = pageText;

describe.each(dialects)('data of issue 16 on %s', (dialect) => {
  const freshDatabase = freshDatabaseFixture(dialect);

  it('migration 20261123T0501 rewrites BCS results of scores 1–3 as underweight, and back', async () => {
    const { db } = await freshDatabase();
    await migrateToLatest(db.kysely as never);
    const member = await createMember(db.kysely, { name: '보호자' });
    const now = new Date().toISOString();
    await db.kysely.insertInto('pets').values({ id: 'pet-1', member_id: member.id, name: '보리', species: 'dog', breed: '말티즈', sex: 'female', neutered: 1, birth_year: 2020, birth_month: null, weight_grams: 4200, photo_key: null, created_at: now, updated_at: now }).execute();
    const row = (id: string, score: number, state: string) => ({ id, member_id: member.id, pet_id: 'pet-1', species: 'dog' as const, weight_grams: 4200, life_stage: 'adult', ribs: 1, waist: 1, belly: 1, score, state, ideal_weight_grams: 5000, daily_grams: 130, created_at: now });
    // Rows as the earlier version stored them: a thin pet was 'normal' with its score.
    await db.kysely.insertInto('bcs_results').values([row('thin', 2, 'normal'), row('fine', 5, 'normal'), row('heavy', 7, 'overweight')]).execute();
    await bcsUnderweight.up(db.kysely as never);
    const states = async () => Object.fromEntries((await db.kysely.selectFrom('bcs_results').select(['id', 'state']).execute()).map((r) => [r.id, r.state]));
    expect(await states()).toEqual({ thin: 'underweight', fine: 'normal', heavy: 'overweight' });
    await bcsUnderweight.down(db.kysely as never);
    expect(await states()).toEqual({ thin: 'normal', fine: 'normal', heavy: 'overweight' });
  });

  it('the seed corrects demo copy and art of a site seeded before, but never what staff changed', async () => {
    const { db, storage } = await freshDatabase();
    await migrateToLatest(db.kysely as never);
    await seedDemoContent(db.kysely, storage);
    // Put back what the earlier version wrote, and one staff edit.
    await db.kysely.updateTable('products').set({ ingredients: FORMER_DEMO_INGREDIENTS.Dog, thumbnail_url: '/cms/delivery/media/pack-p-dog-derma-adult' }).where('id', '=', 'p-dog-derma-adult').execute();
    await db.kysely.updateTable('products').set({ ingredients: '연어 100%' }).where('id', '=', 'p-dog-coat').execute();
    await db.kysely.updateTable('products').set({ ingredients: FORMER_DEMO_INGREDIENTS.Cat }).where('id', '=', 'p-cat-digest-wet').execute();
    const layout = (await db.kysely.selectFrom('page_layout').select('sections_json').where('page_key', '=', 'home').executeTakeFirstOrThrow()).sections_json;
    await db.kysely.updateTable('page_layout').set({ sections_json: layout.replace('home-hero-mobile-v2', 'home-hero-mobile') }).where('page_key', '=', 'home').execute();

    await seedDemoContent(db.kysely, storage);
    const product = (id: string) => db.kysely.selectFrom('products').select(['ingredients', 'thumbnail_url']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await product('p-dog-derma-adult')).toEqual({ ingredients: DEMO_INGREDIENTS['p-dog-derma-adult'], thumbnail_url: `/cms/delivery/media/${packshotKey('p-dog-derma-adult')}` });
    expect((await product('p-cat-digest-wet')).ingredients).toMatch(/^참치, /);
    expect((await product('p-dog-coat')).ingredients).toBe('연어 100%');
    const home = (await db.kysely.selectFrom('page_layout').select('sections_json').where('page_key', '=', 'home').executeTakeFirstOrThrow()).sections_json;
    expect(home).toContain('"/cms/delivery/media/home-hero-mobile-v2"');
    expect(home).not.toContain('"/cms/delivery/media/home-hero-mobile"');
    // Each pack art as a PNG and its pipeline variants (decision 055).
    for (const p of DEMO_PRODUCTS) for (const key of imageKeys(`cms/${packshotKey(p.id)}.png`).filter((k) => !/\.w\d+\.png$/.test(k))) expect(await storage.get(key), key).not.toBeNull();

    // What stores carry: every store carries the 1+1 feeds; vet diets only in the hospital stores.
    const stores = await db.kysely.selectFrom('stores').select(['id', 'name']).where('is_active', '=', 1).execute();
    const carried = await db.kysely.selectFrom('store_products').select(['store_id', 'product_id']).execute();
    for (const store of stores) {
      const mine = new Set(carried.filter((c) => c.store_id === store.id).map((c) => c.product_id));
      for (const id of PLUS1_PRODUCT_IDS) expect(mine.has(id), `${store.name} carries ${id}`).toBe(true);
    }
    const vet = await storesCarrying(db.kysely, 'p-dog-vet-gi');
    expect(vet.map((s) => s.Name).every((n) => n.startsWith('바른펫'))).toBe(true);
    expect(vet.length).toBeGreaterThan(0);
  });
});

describe.each(dialects)('pages of issue 16 on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });

  it('a product page leads to its trial, its 1+1 offer, the stores that carry it and the portion tool', async () => {
    const html = await htmlOf(await server.fetch('/products/detail/?id=p-cat-urinary'));
    expect(html).toContain('href="/recruitment/order?campaignId=trial-cat-urinary"');
    expect(html).toContain('href="/mypage/myrecruitment-order/store"');
    expect(text(html)).toContain('가까운 매장에서 400g(1+1)');
    expect(text(html)).toContain('이 사료를 파는 매장 14곳');
    expect(html).toContain('href="/dailyportiontool?product=p-cat-urinary"');
    // No Kakao key configured: the copy-link share, never a dead Kakao button.
    expect(html).toContain('data-copy-link');
    expect(html).not.toContain('data-kakao-share');

    const vet = text(await htmlOf(await server.fetch('/products/detail/?id=p-dog-vet-gi')));
    expect(vet).not.toContain('무료 체험 신청하기');
    expect(vet).not.toContain('1+1 쿠폰 받기');
    expect(vet).toMatch(/이 사료를 파는 매장 \d곳/);
    expect(vet).toContain('급여량 계산하기');
  });

  it('the daily portion tool opened for a product fills in its species, age and size, and feeds it', async () => {
    const form = await htmlOf(await server.fetch('/dailyportiontool?product=p-dog-puppy-small'));
    const checked = (name: string) => (form.match(/<input[^>]*>/g) ?? []).filter((tag) => tag.includes(`name="${name}"`) && tag.includes('checked=""')).map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
    expect([checked('species'), checked('stage'), checked('size')]).toEqual([['dog'], ['young'], ['small']]);
    expect(form).toContain('type="hidden" name="product" value="p-dog-puppy-small"');
    const adult = text(await htmlOf(await server.fetch('/dailyportiontool?product=p-dog-derma-adult&run=1&species=dog&stage=adult&size=small&weight=4.2&activity=normal&body=normal&neutered=yes')));
    expect(adult).toMatch(/더마 케어 어덜트 소형견 .*하루 약 \d+g/);
    const kitten = text(await htmlOf(await server.fetch('/dailyportiontool?product=p-cat-neutered&run=1&species=cat&stage=young&weight=1.2&activity=high&body=normal&neutered=no')));
    expect(kitten).toContain('이 사료는 키튼 (1세 미만) 고양이에게 맞지 않아요.');
  });

  it('an underweight result is stored and reported as such', async () => {
    const member = await signedInMember(server.services, 'member', '마른보호자');
    const res = await postForm(server, '/mypage/mypet/register', { intent: 'save', name: '초코', species: 'dog', breed: '푸들', sex: 'male', neutered: 'no', birthYear: '2021', weightKg: '3.1' }, member.cookie);
    expect(res.status).toBe(302);
    const pet = await server.services.db.kysely.selectFrom('pets').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    const saved = await postForm(server, `/bcs/step3?species=dog&pet=${pet.id}&weight=3.1&stage=adult`, { ribs: '1', waist: '1', belly: '2', pet: pet.id }, member.cookie);
    expect(saved.status).toBe(302);
    const row = await server.services.db.kysely.selectFrom('bcs_results').select(['score', 'state']).where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ score: 2, state: 'underweight' });
    const report = text(await htmlOf(await server.fetch(`/mypage/pet-health-report?pet=${pet.id}`, { headers: { Cookie: member.cookie } })));
    expect(report).toContain('BCS 2/9 · 저체중');
    expect(report).not.toMatch(/2\/9 정상 체중/);
    const list = text(await htmlOf(await server.fetch('/mypage/pet-health-report/bcs', { headers: { Cookie: member.cookie } })));
    expect(list).toContain('BCS 2/9 · 저체중');
  });
});
