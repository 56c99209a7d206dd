import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { writeFtsRows, usesPostgres } from '#server/platform/search/search-index';
import type { Database } from '#server/platform/db/schema/database';
import { dropTrackingRollupTriggers, installTrackingRollupTriggers, rebuildTrackingRollups } from '#server/platform/db/migrations/tracking-rollups';
import { createMember } from '#server/adapters/seed/factories';
import { allProducts } from '#app/features/catalogue/data/catalogue.server';
import type { Services } from '#server/platform/services';

/**
 * Data for the growth bench (scripts/bench-data.mjs, docs/performance.md): the demo content
 * (already seeded) scaled by `scale`. At 1× a small site: 1,000 tracking logs over 60 days
 * from 250 browsers, 100 search documents (the demo's ~100), 20 members who came with UTM
 * values, 30 inquiries, 20 trial applications, 100 client logs. Rows go in as multi-row inserts
 * inside a few transactions; the roll-ups and full-text entries are built once at the end.
 */
export interface ScaleCounts {
  trackingLogs: number;
  searchDocs: number;
  members: number;
  inquiries: number;
  trials: number;
  clientLogs: number;
  /** Products and articles in the back-office lists (issue 15: 10,000 each at 1000×). */
  contentRows: number;
}

export const countsAt = (scale: number): ScaleCounts => ({
  contentRows: 10 * scale,
  trackingLogs: 1000 * scale,
  searchDocs: 100 * scale,
  members: 20 * scale,
  inquiries: 30 * scale,
  trials: 20 * scale,
  clientLogs: 100 * scale,
});

const SOURCES = ['naver', 'instagram', 'kakao', 'google', 'youtube', 'newsletter', null, 'daangn'];
const MEDIUMS = ['cpc', 'social', 'email', 'display', null];
const CAMPAIGNS = ['spring_trial', 'summer_diet', 'vet_week', 'kitten_month', 'senior_care', null];
const DAY = 86_400_000;

function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** Multi-row inserts under the databases' parameter limits (SQLite 32,766). */
async function insertMany<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += perStatement) await db.insertInto(table).values(rows.slice(i, i + perStatement) as never).execute();
}

export async function seedScaled(services: Services, scale: number, now = Date.now(), log: (line: string) => void = () => undefined): Promise<ScaleCounts> {
  const counts = countsAt(scale);
  let phase = performance.now();
  const done = (what: string) => {
    log(`  ${what}: ${((performance.now() - phase) / 1000).toFixed(1)} s`);
    phase = performance.now();
  };
  const db = services.db.kysely;
  const rand = random(scale);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const within = (days: number) => new Date(now - Math.floor(rand() * days * DAY)).toISOString();

  // A bulk load into indexes keyed by random UUIDs needs a page cache larger than the default 2 MB.
  if (!usesPostgres(db)) await sql`PRAGMA cache_size = -262144`.execute(db);
  else await sql`SET maintenance_work_mem = '256MB'`.execute(db);

  // Tracking logs: the triggers are set aside for the bulk load and the roll-ups built once.
  const visitors = Array.from({ length: Math.max(1, counts.trackingLogs / 4) }, () => randomUUID());
  await db.transaction().execute(async (trx) => {
    const k = trx as unknown as Kysely<unknown>;
    await dropTrackingRollupTriggers(k);
    const chunk = 20_000;
    for (let done = 0; done < counts.trackingLogs; done += chunk) {
      const rows = Array.from({ length: Math.min(chunk, counts.trackingLogs - done) }, () => ({
        id: randomUUID(),
        uuid: pick(visitors),
        utm_source: pick(SOURCES),
        utm_medium: pick(MEDIUMS),
        utm_campaign: pick(CAMPAIGNS),
        current_page_url: 'https://dodampet.co.kr/products/Product2',
        created_at: within(60),
      }));
      await insertMany(trx, 'tracking_module_logs', rows);
    }
    done('tracking logs');
    await rebuildTrackingRollups(k);
    await installTrackingRollupTriggers(k);
  });
  done('attribution roll-ups');

  // Back-office lists (issue 15): copies of the demo's products and articles up to contentRows
  // each, not published (the guests' pages keep the demo catalogue), updated over 60 days.
  const products = await allProducts(db);
  const articles = await db.selectFrom('articles').selectAll().execute();
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of [['products', products], ['articles', articles]] as const) {
      const copies = [];
      for (let n = 0; rows.length > 0 && rows.length + copies.length < counts.contentRows; n += 1) {
        const row = rows[n % rows.length]!;
        const id = `${row.id}-b${n}`;
        copies.push({ ...row, id, ...(table === 'articles' ? { content_key: `article-${id}` } : {}), is_active: 0, is_published: 0, updated_at: within(60), version: 1 });
      }
      // The flag of the other table is not a column here.
      await insertMany(trx, table, copies.map(({ is_active, is_published, ...rest }) => ({ ...rest, ...(table === 'products' ? { is_active } : { is_published }) })));
    }
  });
  done('back-office products and articles');

  // Search documents: copies of the demo's, whole rows (same text, same ranking), new ids.
  const base = await db.selectFrom('search_index').selectAll().execute();
  const copies = Math.max(0, Math.ceil((counts.searchDocs - base.length) / Math.max(1, base.length)));
  const before = usesPostgres(db) ? 0 : Number((await sql<{ m: number | null }>`SELECT max(rowid) AS m FROM search_index`.execute(db)).rows[0]?.m ?? 0);
  await db.transaction().execute(async (trx) => {
    let added = 0;
    for (let c = 1; c <= copies && base.length + added < counts.searchDocs; c += 1) {
      const rows = base.slice(0, counts.searchDocs - base.length - added).map((r) => ({ ...r, doc_id: `${r.doc_id}-x${c}`, sort_key: `${r.sort_key}-${String(c).padStart(5, '0')}` }));
      await insertMany(trx, 'search_index', rows);
      added += rows.length;
    }
    done('search documents');
    if (!usesPostgres(trx)) {
      for (let from = before; ; ) {
        const rows = await sql<{ rowid: number; head: string; compact: string; chosung_keys: string }>`
          SELECT rowid, head, compact, chosung_keys FROM search_index WHERE rowid > ${from} ORDER BY rowid LIMIT 2000`.execute(trx);
        if (rows.rows.length === 0) break;
        await writeFtsRows(trx, rows.rows);
        from = Number(rows.rows[rows.rows.length - 1]!.rowid);
      }
    }
  });
  done('search full-text entries');

  // Members who came with UTM values, their inquiries and trial applications.
  const members = Array.from({ length: counts.members }, (_, i) => {
    const created = within(60);
    return {
      id: randomUUID(),
      email: `bench${scale}-${i}@example.com`,
      name: `벤치회원${i}`,
      created_at: created,
      updated_at: created,
      utm_source: pick(SOURCES),
      utm_medium: pick(MEDIUMS),
      utm_campaign: pick(CAMPAIGNS),
      utm_updated_at: created,
    };
  });
  const campaign = await db.selectFrom('trial_campaigns').select('id').orderBy('sort_order').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, 'members', members);
    await insertMany(
      trx,
      'inquiries',
      Array.from({ length: counts.inquiries }, (_, i) => {
        const created = within(90);
        return { id: randomUUID(), member_id: members[i % members.length]!.id, category: 'product', title: `급여량 문의 ${i}`, body: '하루에 얼마나 주면 될까요?', status: i % 3 === 0 ? 'answered' : 'waiting', created_at: created, updated_at: created };
      }),
    );
    if (campaign) {
      await insertMany(
        trx,
        'trial_orders',
        members.slice(0, counts.trials).map((m, i) => ({
          id: randomUUID(),
          campaign_id: campaign.id,
          member_id: m.id,
          pet_name: `보리${i}`,
          pet_species: i % 2 ? 'Cat' : 'Dog',
          recipient_name: m.name,
          mobile: '01012345678',
          postcode: '06236',
          road_address: '서울 강남구 테헤란로 1',
          status: 'applied',
          agreed_at: m.created_at,
          created_at: m.created_at,
          updated_at: m.created_at,
        })),
      );
    }
    await insertMany(
      trx,
      'component_logs',
      Array.from({ length: counts.clientLogs }, (_, i) => {
        const created = within(30);
        return {
          id: randomUUID(),
          uuid: pick(visitors),
          logging_level: pick(['ERROR', 'WARN', 'INFO', 'DEBUG']),
          message: `bench message ${i}`,
          scenario: pick(['checkout', 'search', 'trial-form']),
          tags: 'bench',
          save_method: 'saveComponentLogEntries',
          logged_at: created,
          created_at: created,
        };
      }),
    );
  });
  done('members, inquiries, trials, client logs');
  // On PostgreSQL a site that grew to this size has had its statistics kept by autovacuum; a bulk
  // load has not yet, and the planner would plan with the numbers of a nearly empty table. So
  // they are refreshed, as autovacuum would. (SQLite keeps no statistics unless asked: unchanged.)
  if (usesPostgres(db)) {
    await sql`ANALYZE`.execute(db);
    done('statistics (ANALYZE)');
  }
  return counts;
}

/** A staff member with a session, for the staff pages. */
export async function staffCookie(services: Services): Promise<string> {
  const staff = await createMember(services.db.kysely, { role: 'admin', name: '벤치 운영자' });
  const { id } = await services.sessions.create(staff.id);
  return `sid=${id}`;
}
