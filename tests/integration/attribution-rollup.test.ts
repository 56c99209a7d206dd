import { randomUUID } from 'node:crypto';
import { countTrialsByMemberUtm } from '#app/features/recruitment/data/orders.server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, DIMENSIONS, type Dimension, NONE_LABEL, seoulDay, utcBounds } from '#app/features/tracking/attribution';
import { attributionReport, type AttributionReport } from '#app/features/tracking/data/attribution.server';
import { dropTrackingRollupTriggers, installTrackingRollupTriggers, rebuildTrackingRollups } from '#server/platform/db/migrations/tracking-rollups';
import { readEnv } from '#server/platform/env';
import { createServices, type Services } from '#server/platform/services';
import { createTestDatabase, dialects, type TestDatabase } from '../setup/test-server';

/**
 * The attribution report read from the trigger-kept roll-ups gives exactly what the former
 * report (every (uuid, hour, value) group counted in JavaScript, kept here as the reference)
 * gave, on a generated data set with blanks, revisits, out-of-order and same-day writes.
 */

const label = (v: string | null) => (v === null || v.trim() === '' ? NONE_LABEL : v);

async function referenceReport(services: Services, range: { from: string; to: string }, dimension: Dimension): Promise<AttributionReport> {
  const { start, end } = utcBounds(range.from, range.to);
  const column = DIMENSIONS[dimension].column;
  const days = daysBetween(range.from, range.to);
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const visits = await services.db.kysely
    .selectFrom('tracking_module_logs')
    .select(['uuid', sql<string>`substr(created_at, 1, 13)`.as('hour'), sql<string | null>`${sql.ref(column)}`.as('dim')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy(['uuid', sql`substr(created_at, 1, 13)`, sql.ref(column)])
    .execute();
  const visitorsByValue = new Map<string, Set<string>>();
  const perDay = new Map<string, Set<string>[]>();
  for (const v of visits) {
    const value = label(v.dim);
    const index = dayIndex.get(seoulDay(`${v.hour}:00:00.000Z`));
    if (index === undefined) continue;
    if (!visitorsByValue.has(value)) visitorsByValue.set(value, new Set());
    visitorsByValue.get(value)!.add(v.uuid);
    if (!perDay.has(value)) perDay.set(value, days.map(() => new Set()));
    perDay.get(value)![index]!.add(v.uuid);
  }
  const members = await services.db.kysely
    .selectFrom('members')
    .select(['id', sql<string | null>`${sql.ref(column)}`.as('dim')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('utm_updated_at', 'is not', null)
    .execute();
  const membersByValue = new Map<string, number>();
  for (const m of members) membersByValue.set(label(m.dim), (membersByValue.get(label(m.dim)) ?? 0) + 1);
  const trialRows = await services.db.kysely
    .selectFrom('trial_orders')
    .innerJoin('members', 'members.id', 'trial_orders.member_id')
    .select([sql<string | null>`${sql.ref(`members.${column}`)}`.as('dim'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('trial_orders.created_at', '>=', start)
    .where('trial_orders.created_at', '<', end)
    .groupBy(sql.ref(`members.${column}`))
    .execute();
  const trialsByValue = new Map<string, number>();
  for (const r of trialRows) trialsByValue.set(label(r.dim), (trialsByValue.get(label(r.dim)) ?? 0) + Number(r.n));
  const values = new Set([...visitorsByValue.keys(), ...membersByValue.keys(), ...trialsByValue.keys()]);
  const rows = [...values]
    // No purchase clicks in this data set (tests/integration/purchase-links.test.ts counts those).
    .map((value) => ({ value, visitors: visitorsByValue.get(value)?.size ?? 0, members: membersByValue.get(value) ?? 0, trials: trialsByValue.get(value) ?? 0, purchases: 0 }))
    .sort((a, b) => b.visitors - a.visitors || b.members - a.members || b.trials - a.trials || a.value.localeCompare(b.value, 'ko'));
  return {
    from: range.from,
    to: range.to,
    dimension,
    days,
    rows,
    series: rows
      .filter((r) => r.visitors > 0)
      .slice(0, 5)
      .map((r) => ({ value: r.value, points: (perDay.get(r.value) ?? []).map((s) => s.size) })),
    totals: { visitors: new Set(visits.map((v) => v.uuid)).size, members: members.length, trials: [...trialsByValue.values()].reduce((a, b) => a + b, 0), purchases: 0 },
    products: [],
  };
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const SOURCES = ['naver', 'instagram', 'kakao', 'google', null, '', '  ', '네이버 블로그'];
const MEDIUMS = ['cpc', 'social', 'email', null];
const CAMPAIGNS = ['spring_trial', 'summer', null, 'vet_week'];
const BASE = Date.parse('2026-03-01T00:00:00Z');

function logs(rand: () => number, count: number, visitors: string[]) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  return Array.from({ length: count }, () => ({
    id: randomUUID(),
    uuid: pick(visitors),
    utm_source: pick(SOURCES),
    utm_medium: pick(MEDIUMS),
    utm_campaign: pick(CAMPAIGNS),
    // 150 days, every hour of the day (UTC evenings are the next Seoul day).
    created_at: new Date(BASE + Math.floor(rand() * 150 * 86_400_000)).toISOString(),
  }));
}

describe.each(dialects)('attribution roll-ups on %s', (dialect) => {
  let db: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    services = await createServices(readEnv({ NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'silent', UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'attr-up-')) }));
    const rand = random(11);
    const visitors = Array.from({ length: 120 }, () => randomUUID());
    const rows = logs(rand, 3000, visitors);
    // Inserted out of time order, in batches (the batch inserter's multi-row inserts), and some one by one.
    for (let i = 0; i < 2800; i += 400) await services.db.kysely.insertInto('tracking_module_logs').values(rows.slice(i, i + 400)).execute();
    for (const row of rows.slice(2800)) await services.db.kysely.insertInto('tracking_module_logs').values(row).execute();
    // Members who came with UTM values, some with trial applications, for the other columns.
    for (let i = 0; i < 40; i += 1) {
      const created = new Date(BASE + Math.floor(rand() * 150 * 86_400_000)).toISOString();
      await services.db.kysely
        .insertInto('members')
        .values({
          id: randomUUID(),
          email: `utm${i}@example.com`,
          name: `회원${i}`,
          created_at: created,
          updated_at: created,
          utm_source: SOURCES[i % SOURCES.length] ?? null,
          utm_medium: MEDIUMS[i % MEDIUMS.length] ?? null,
          utm_campaign: CAMPAIGNS[i % CAMPAIGNS.length] ?? null,
          utm_updated_at: i % 5 === 0 ? null : created,
        } as never)
        .execute();
    }
  });
  afterAll(async () => {
    await services.close();
    await db.drop();
  });

  const ranges = [
    { from: '2026-03-01', to: '2026-03-30' },
    { from: '2026-03-15', to: '2026-06-14' },
    { from: '2026-04-02', to: '2026-04-02' },
    { from: '2026-07-01', to: '2026-07-31' },
    { from: '2026-05-20', to: '2026-08-19' },
  ];

  it('gives the same report as counting every visit', async () => {
    for (const range of ranges) {
      for (const dimension of ['source', 'medium', 'campaign'] as const) {
        const expected = await referenceReport(services, range, dimension);
        expect(await attributionReport(services.db.kysely, services.batches, range, dimension, (column, start, end) => countTrialsByMemberUtm(services.db.kysely, column, start, end)), `${range.from}..${range.to} by ${dimension}`).toEqual(expected);
      }
    }
  });

  it('the migration backfill builds the same roll-ups as the triggers', async () => {
    const snapshot = async () => ({
      days: await services.db.kysely.selectFrom('tracking_visitor_days').selectAll().orderBy('dim').orderBy('value').orderBy('uuid').orderBy('day').execute(),
      counts: (await services.db.kysely.selectFrom('tracking_visitor_counts').selectAll().where('n', '!=', 0).orderBy('dim').orderBy('day').orderBy('value').orderBy('prev').execute()).map((r) => ({ ...r, n: Number(r.n) })),
    });
    const byTriggers = await snapshot();
    await services.db.kysely.transaction().execute(async (trx) => {
      const db = trx as unknown as Kysely<unknown>;
      await dropTrackingRollupTriggers(db);
      await rebuildTrackingRollups(db);
      await installTrackingRollupTriggers(db);
    });
    expect(await snapshot()).toEqual(byTriggers);
  });
});
