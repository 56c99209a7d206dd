import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retentionKinds } from '#server/adapters/retention';
import { readEnv } from '#server/platform/env';
import type { Services } from '#server/platform/services';

/**
 * Issue 26, item 4: nothing is kept longer than needed. Every table is either deleted from by a
 * retention kind (server/adapters/retention.ts) or named here with why it stays; a new table
 * fails this test until someone decides which.
 */
const KEPT: Record<string, string> = {
  site_config: 'the site settings (one row)',
  legal_documents: 'published terms and their versions: proof of what members agreed to',
  member_legal_agreements: "a member's agreements while the account exists (decision 005)",
  brand_pages: 'content',
  page_layout: 'content (the home page)',
  members: 'accounts: until withdrawal (decision 005)',
  cms_media: 'content images',
  marketing_consent_log: 'proof of marketing consent (정보통신망법 Art. 50) while the account exists; withdrawal follows decision 005 (member-erasers.ts)',
  pets: "members' pets: until the member deletes them or withdraws",
  withdrawal_reasons: 'why members left, without who they were',
  products: 'content',
  product_codes: 'content',
  product_images: 'content',
  product_feeding_rows: 'content',
  product_purchase_links: "content (a product's shops)",
  health_logs: "a member's health-check history, shown on the my-page; withdrawal follows decision 005 (member-erasers.ts)",
  bcs_results: "a member's BCS results, shown on the my-page; withdrawal follows decision 005 (member-erasers.ts)",
  product_finder_runs: "a member's product-finder history; withdrawal follows decision 005 (member-erasers.ts)",
  article_categories: 'content',
  articles: 'content',
  article_tags: 'content',
  faqs: 'content',
  news: 'content',
  search_index: 'derived from content',
  member_searches: "a member's recent searches (capped per member); withdrawal follows decision 005 (member-erasers.ts)",
  trial_campaigns: 'campaigns',
  trial_orders: 'trial applications: shipping and claims need them; withdrawal follows decision 005 (member-erasers.ts)',
  trial_claims: 'returns and refunds (consumer-protection records, 5 years); withdrawal follows decision 005 (member-erasers.ts)',
  trial_draws: 'the record of each draw (who drew, the seed): proof the draw was fair',
  recruitment_status_log: 'the history of each application',
  product_reviews: "members' reviews: published content until deleted",
  recruitment_photos: 'photos of applications; withdrawal follows decision 005 (member-erasers.ts)',
  stores: 'content',
  store_products: 'content',
  store_campaigns: 'campaigns',
  store_campaign_products: 'campaigns',
  coupons: 'issued coupons: needed until used or expired, and as the record of the offer',
  coupon_redemptions: 'the record of each use at a store',
  inquiries: "members' inquiries and answers (consumer complaints, 3 years); withdrawal follows decision 005 (member-erasers.ts)",
  inquiry_attachments: 'files of inquiries: kept with their inquiry',
  reply_templates: 'staff texts',
  inquiry_notes: 'staff notes: kept with their inquiry',
  uploaded_files: 'the register of uploaded files',
  tracking_visitor_counts: 'the attribution report: counts without any browser id',
  bookmarks: "a member's bookmarks; withdrawal follows decision 005 (member-erasers.ts)",
  audit_log: "the staff audit trail (개인정보의 안전성 확보조치 기준: access records kept at least 1–2 years); deleted by no job on purpose",
  staff_second_factors: 'staff second factors while the account exists',
  staff_recovery_codes: 'staff recovery codes while the account exists',
  staff_stores: 'which stores a clerk works at',
  notification_settings: "a member's notice choices; withdrawal follows decision 005 (member-erasers.ts)",
  seed_keys: 'which demo items were inserted once',
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const tables = [...fs.readFileSync(path.join(ROOT, 'server/platform/db/schema/database.ts'), 'utf8').matchAll(/^\s+([a-z_0-9]+): [A-Za-z]+Table;/gm)].map((m) => m[1]!);

describe('retention walk', () => {
  const kinds = retentionKinds({ env: readEnv({}), db: { kysely: undefined } } as unknown as Services);
  const purged = new Set(kinds.flatMap((k) => k.tables));

  it('every table is either deleted from after its period or kept for a written reason', () => {
    expect(tables.length).toBeGreaterThan(50);
    const undecided = tables.filter((t) => !purged.has(t) && KEPT[t] === undefined);
    expect(undecided, 'add the table to server/adapters/retention.ts or to KEPT with its reason').toEqual([]);
    for (const t of Object.keys(KEPT)) expect(purged.has(t), `${t} is both kept and purged`).toBe(false);
    for (const t of [...purged, ...Object.keys(KEPT)]) expect(tables, `${t} is not a table`).toContain(t);
  });

  it('each kind has a period and a name of its own', () => {
    expect(new Set(kinds.map((k) => k.kind)).size).toBe(kinds.length);
    for (const k of kinds) expect(k.days).toBeGreaterThanOrEqual(0);
  });
});
