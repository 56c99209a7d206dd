import { z } from 'zod';
import type { StateOperations } from '#app/staff-kit/data/content-kit.server';
import { faqState, newsState, saveFaqOp, saveNewsOp } from '#app/features/customer-center/operations.server';
import { campaignState, moderateReviewOp, saveCampaignOp } from '#app/features/recruitment/operations.server';
import { importStoresOp, plus1State, savePlus1Op, saveStoreOp, STORE_IMPORT_SLOT, storeState } from '#app/features/offline-store/operations.server';
import { STORE_IMPORT_BUSY } from '#app/features/offline-store/schemas';
import { productState, saveProductOp } from '#app/features/catalogue/operations.server';
import { articleState, saveArticleOp } from '#app/features/articles/operations.server';
import { discardHomeDraftOp, publishHomeOp, saveHomeDraftOp } from '#app/features/home/operations.server';
import { describeLinkRefs, searchLinkTargets } from '#app/staff-kit/data/link-targets.server';
import { LINK_KINDS } from '#app/lib/link-ref';
import { staffMay } from '#server/platform/auth/staff-roles';
import { forbidden } from '#server/platform/errors/request-errors';
import { type Access, isStaffAccess, permissionOf } from '#server/platform/operations/credentials';
import { method } from './define';
import { exclusiveMethod } from './exclusive-method';
import { operationMethod } from './operation-method';

/**
 * The back-office's server methods (issue 15): the same operations the staff pages run
 * (docs/decisions/012-operations.md), for programs (imports, other tools). Saves take the
 * editor form's fields as JSON; state changes name the content type.
 */

/** Every content type with the kit's state operations, by the type name the methods take. */
const STATE: Record<string, StateOperations> = {
  news: newsState,
  faq: faqState,
  'trial-campaign': campaignState,
  'plus1-campaign': plus1State,
  store: storeState,
  product: productState,
  article: articleState,
};
const TYPES = Object.keys(STATE) as [string, ...string[]];

const StateWire = z.object({
  type: z.enum(TYPES),
  action: z.enum(['publish', 'unpublish', 'delete', 'restore']),
  id: z.string().max(64),
  version: z.number().int().min(1),
  publish: z.enum(['now', 'at']).optional(),
  publishAt: z.string().max(40).optional(),
});

const BulkWire = z.object({ type: z.enum(TYPES), action: z.enum(['publish', 'unpublish']), ids: z.array(z.string().max(64)).max(200) });

/** The shared state methods run each type's operation: its own permission is checked too (campaigns and stores are not content). */
function mayRun(access: Access, role: string): void {
  if (isStaffAccess(access) && !staffMay(role, permissionOf(access))) throw forbidden();
}

/** One method per state operation, each reading the wire through the operation's own schema. */
const stateMethods = Object.fromEntries(
  Object.entries(STATE).map(([type, ops]) => [
    type,
    {
      publish: operationMethod(ops.publish, { personalData: false, wire: StateWire, fromWire: (p) => ({ ...p, publish: p.publish ?? 'now' }) }),
      unpublish: operationMethod(ops.unpublish, { personalData: false, wire: StateWire }),
      delete: operationMethod(ops.remove, { personalData: false, wire: StateWire }),
      restore: operationMethod(ops.restore, { personalData: false, wire: StateWire }),
      bulk: operationMethod(ops.bulk, { personalData: false, wire: BulkWire }),
    },
  ]),
);

/**
 * A save's wire: any JSON object, read by the operation's own schema, so a refused field is
 * answered with the editor page's Korean message and the field's name (decision 012).
 */
const SaveWire = z.looseObject({});

export const ContentAdminController = {
  saveNews: operationMethod(saveNewsOp, { personalData: false, wrapped: true, wire: SaveWire }),
  saveFaq: operationMethod(saveFaqOp, { personalData: false, wrapped: true, wire: SaveWire }),
  saveTrialCampaign: operationMethod(saveCampaignOp, { personalData: false, wrapped: true, wire: SaveWire }),
  /** `products`: [{productId, sortOrder}] in the order step 2 lists them. */
  savePlus1Campaign: operationMethod(savePlus1Op, { personalData: false, wrapped: true, wire: SaveWire }),
  saveStore: operationMethod(saveStoreOp, { personalData: false, wrapped: true, wire: SaveWire }),
  /** An article: `bodyHtml` as the editor's HTML (sanitised on save); a new banner photo only through the editor page. */
  saveArticle: operationMethod(saveArticleOp, { personalData: false, wrapped: true, wire: SaveWire, fromWire: ({ banner: _ignored, ...rest }) => rest }),
  /**
   * A product's fields and its kept photos (`images`: [{id, alt, sortOrder}]); `benefits` and
   * `analysis` as the editor's lines, `codes` as strings, `purchaseLinks` as [{shop, name?, url}]
   * in order (absent: none; app/features/catalogue/purchase-links.ts). New photos are uploaded through the
   * editor page (the image pipeline reads the file there); this method never takes image bytes.
   */
  saveProduct: operationMethod(saveProductOp, { personalData: false, wrapped: true, wire: SaveWire, fromWire: ({ uploads: _ignored, ...rest }) => rest }),
  /**
   * `csv`: the file's text. All or nothing: `problems` lists every line to fix when nothing was
   * written. One import at a time per server, shared with the import page (409 BUSY).
   */
  importStores: exclusiveMethod(STORE_IMPORT_SLOT, STORE_IMPORT_BUSY, { ...operationMethod(importStoresOp, { personalData: false, wrapped: true, wire: SaveWire }), bodyLimit: 6 * 1024 * 1024 }),

  /**
   * The home page (docs/decisions/041-home-editor.md): `layout` is the sections array of SPEC 2.8 as
   * the editor saves it, at the `version` read (0 on a site with no home layout yet); guests see
   * it only once published. Photos are uploaded through the editor page (/staff/home/image).
   */
  saveHomeDraft: operationMethod(saveHomeDraftOp, {
    personalData: false,
    wrapped: true,
    wire: z.object({ version: z.number().int().min(0), layout: z.array(z.unknown()).max(100) }),
    fromWire: ({ version, layout }) => ({ version, layout: JSON.stringify(layout) }),
  }),
  /** The saved draft becomes the guests' home page (every instance drops its cached copy). */
  publishHome: operationMethod(publishHomeOp, { personalData: false, wrapped: true, wire: z.object({ version: z.number().int().min(0) }) }),
  discardHomeDraft: operationMethod(discardHomeDraftOp, { personalData: false, wrapped: true, wire: z.object({ version: z.number().int().min(0) }) }),

  /**
   * The link picker's search (app/staff-kit/components/LinkPicker.tsx): products, articles, trial
   * and 1+1 campaigns, brand pages, notices and stores whose name contains the words of `q`, drafts
   * included and marked; each with the value to store (`ref:<kind>:<id>`) and today's address.
   * With `values` (stored picks) instead: what those name today (a deleted one is left out).
   */
  searchLinkTargets: method({
    input: z.object({ q: z.string().trim().max(60), kinds: z.array(z.enum(LINK_KINDS)).max(LINK_KINDS.length).optional(), values: z.array(z.string().max(100)).max(50).optional() }),
    access: 'staff:content',
    personalData: false,
    readOnly: true,
    handler: async ({ q, kinds, values }, ctx) => {
      const db = ctx.services.db.kysely;
      const now = ctx.services.clock.now().toISOString();
      if (values) return { targets: [...(await describeLinkRefs(db, values, now)).values()] };
      return { targets: await searchLinkTargets(db, q, now, kinds ? { kinds } : {}) };
    },
  }),

  /** Hide a review with a reason (shown to its member), or show it again. */
  moderateReview: operationMethod(moderateReviewOp, { personalData: false, wrapped: true, wire: SaveWire }),

  /** Publish (now, or at `publishAt`), unpublish, delete or restore one record at the version the caller read. */
  changeContentState: method({
    input: StateWire,
    access: 'staff:content',
    personalData: false,
    handler: (params, ctx) => {
      const target = stateMethods[params.type]![params.action];
      mayRun(target.access, ctx.staff.role);
      return target.handler(params, ctx);
    },
  }),

  /** Publish now or unpublish many records of one type (each as it is now). */
  bulkChangeContentState: method({
    input: BulkWire,
    access: 'staff:content',
    personalData: false,
    handler: (params, ctx) => {
      const target = stateMethods[params.type]!.bulk;
      mayRun(target.access, ctx.staff.role);
      return target.handler(params, ctx);
    },
  }),
} as const;
