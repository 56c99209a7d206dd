import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { announceContent, saveContent, saveRefusals, stateOperations } from '#app/staff-kit/data/content-kit.server';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { issuePlus1Coupon } from './data/plus1.server';
import { missingProduct, newPlus1Id, PLUS1_KIND, writePlus1 } from './data/plus1-admin.server';
import { Plus1SaveSchema, StoreImportSchema, StoreSaveSchema } from './schemas';
import { addressOf, checkStoreFile, type ImportProblem, type LocationWrite, STORE_KIND, storedLocation, writeStore, writeStoreRows } from './data/store-admin.server';
import { type LocateReport, locateImported, locateStore } from './locate.server';
import { planLocation } from './store-location';

/** The member's 1+1 store coupon, for step 3 and StoreController.issuePlus1Coupon (docs/decisions/012-operations.md). */

const PICK_AGAIN = '매장과 상품을 다시 선택해 주세요.';
const STORE_NOT_FOUND = '매장을 찾을 수 없습니다. 매장을 다시 선택해 주세요.';
const NOT_CAMPAIGN_PRODUCT = '1+1 캠페인 상품이 아닙니다. 상품을 다시 선택해 주세요.';

/** One coupon per member per campaign: a second attempt answers the coupon already issued. */
export const issuePlus1CouponOp = defineOperation({
  name: 'offline-store.issuePlus1Coupon',
  input: z.object({
    storeId: z.string({ error: PICK_AGAIN }).trim().min(1, PICK_AGAIN).max(64, PICK_AGAIN),
    productId: z.string({ error: PICK_AGAIN }).trim().min(1, PICK_AGAIN).max(64, PICK_AGAIN),
  }),
  access: 'member',
  refusals: {
    NO_CAMPAIGN: { status: 422, message: '지금은 진행 중인 1+1 캠페인이 없습니다.' },
    NOT_FOUND: { status: 404, message: NOT_CAMPAIGN_PRODUCT },
  },
  async run({ storeId, productId }, { services, credential }) {
    const outcome = await issuePlus1Coupon(services.db.kysely, credential.memberId, storeId, productId);
    if (outcome.ok) return answer.ok({ couponId: outcome.couponId, alreadyIssued: outcome.alreadyIssued });
    if (outcome.reason === 'no-campaign') return answer.refuse('NO_CAMPAIGN');
    return outcome.reason === 'store' ? answer.refuse('NOT_FOUND', { message: STORE_NOT_FOUND }) : answer.refuse('NOT_FOUND');
  },
});

// --- Back-office: 1+1 store campaigns (issue 15 item 5) ---

export const plus1State = stateOperations(PLUS1_KIND);

export const savePlus1Op = staffOperation(PLUS1_KIND.capability, {
  name: 'plus1-campaign.save',
  input: Plus1SaveSchema,
  refusals: { ...saveRefusals(PLUS1_KIND), INVALID_INPUT: { status: 400, message: '1+1 상품을 다시 골라 주세요.', field: 'products' } },
  async run(input, ctx) {
    const missing = await missingProduct(ctx.db, input);
    if (missing) return answer.refuse('INVALID_INPUT', { message: `고른 상품(${missing})을 찾을 수 없습니다. 다시 골라 주세요.` });
    return saveContent(ctx, PLUS1_KIND, input, (db, id, mode, publish, now) => writePlus1(db, id, mode, publish, now, input), newPlus1Id);
  },
});

// --- Back-office: stores (issue 15 item 4) ---

export const storeState = stateOperations(STORE_KIND);

/**
 * A store's save. Its position (issue 25, item 3) is what staff typed, or, when they typed none
 * (or moved the store with the old position still in the fields), its address is located through
 * the geocoding adapter once the save is committed; the editor says when it could not be.
 */
export const saveStoreOp = staffOperation(STORE_KIND.capability, {
  name: 'store.save',
  input: StoreSaveSchema,
  refusals: saveRefusals(STORE_KIND),
  async run(input, ctx) {
    const before = input.id === undefined ? null : await storedLocation(ctx.db, input.id);
    const plan = planLocation(before, addressOf(input), input);
    const location: LocationWrite | null =
      plan.kind === 'manual' ? { latitude: plan.position.lat, longitude: plan.position.lng, status: 'manual' } : plan.kind === 'keep' ? null : { latitude: null, longitude: null, status: null };
    const id = input.id ?? `store-${randomUUID()}`;
    // Registered before the save's own announcement, so caches drop the store once it has its position.
    if (plan.kind === 'locate') ctx.afterCommit((services) => locateStore(services, id, input.roadAddress));
    return saveContent(ctx, STORE_KIND, input, (db, storeId, mode, publish, now) => writeStore(db, storeId, mode, publish, now, input, location), () => id);
  },
});

/** The one-at-a-time slot (`services.exclusive`) the import page and the import method share. */
export const STORE_IMPORT_SLOT = 'store-import';

/**
 * A chain's stores from one Excel or CSV file, all or nothing: every row is checked first with the
 * editor's field rules; with any problem nothing is written and every problem is answered with
 * its line and column (`problems`); otherwise all rows are written in one transaction.
 */
export const importStoresOp = staffOperation(STORE_KIND.capability, {
  name: 'store.import',
  input: StoreImportSchema,
  refusals: {},
  async run(file, ctx) {
    const checked = await checkStoreFile(file);
    if (!checked.ok) return answer.ok({ imported: 0, created: 0, updated: 0, problems: checked.problems, location: null as LocateReport | null });
    const { created, updated, toLocate } = await writeStoreRows(ctx.db, checked.rows, new Date().toISOString());
    // What the import did, not the file: the kit's default entry would store every row (a megabyte for 5,000 stores).
    await ctx.audit({ type: 'stores', id: '' }, null, { imported: checked.rows.length, created: created.length, updated: updated.length, stores: [...created, ...updated].join(', ') });
    // The stores are written whatever the geocoder says; their addresses are located once they are
    // committed (before the announcement, so caches drop them with their positions).
    const result = { imported: checked.rows.length, created: created.length, updated: updated.length, problems: [] as ImportProblem[], location: null as LocateReport | null };
    ctx.afterCommit(async (services) => {
      result.location = await locateImported(services, toLocate);
    });
    announceContent(ctx, STORE_KIND.type, [...created, ...updated]);
    return answer.ok(result);
  },
});
