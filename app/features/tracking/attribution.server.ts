import { sql } from 'kysely';
import { membersWithUtmSignedUpBetween } from '#app/features/account/data.server';
import type { Services } from '#server/platform/services';
import { daysBetween, DIMENSIONS, type Dimension, NONE_LABEL, seoulDay, utcBounds } from './attribution';

export interface AttributionRow {
  value: string;
  visitors: number;
  members: number;
  /** Trial applications of members who came with this value. */
  trials: number;
}

export interface AttributionReport {
  from: string;
  to: string;
  dimension: Dimension;
  days: string[];
  rows: AttributionRow[];
  /** Visitors per day of the top values (by visitors), for the chart. */
  series: { value: string; points: number[] }[];
  totals: { visitors: number; members: number; trials: number };
}

const TOP_SERIES = 5;

const label = (v: string | null) => (v === null || v.trim() === '' ? NONE_LABEL : v);

/**
 * Visitors (distinct browser UUIDs with a tracking log), members who signed up with UTM values
 * and their trial applications, by source, medium or campaign, per Seoul day.
 */
export async function attributionReport(services: Services, range: { from: string; to: string }, dimension: Dimension): Promise<AttributionReport> {
  await services.batches.flush();
  const { start, end } = utcBounds(range.from, range.to);
  const column = DIMENSIONS[dimension].column;
  const days = daysBetween(range.from, range.to);
  const dayIndex = new Map(days.map((d, i) => [d, i]));

  // Distinct visitor per UTC hour in SQL (bounded), then per Seoul day here (DESIGN: date math in TS).
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
    const day = seoulDay(`${v.hour}:00:00.000Z`);
    const index = dayIndex.get(day);
    if (index === undefined) continue;
    if (!visitorsByValue.has(value)) visitorsByValue.set(value, new Set());
    visitorsByValue.get(value)!.add(v.uuid);
    if (!perDay.has(value)) perDay.set(value, days.map(() => new Set()));
    perDay.get(value)![index]!.add(v.uuid);
  }

  const members = await membersWithUtmSignedUpBetween(services.db.kysely, column, start, end);
  const membersByValue = new Map<string, number>();
  for (const m of members) membersByValue.set(label(m.value), (membersByValue.get(label(m.value)) ?? 0) + 1);

  const trialsByValue = await countTrials(services, column, start, end);

  const values = new Set([...visitorsByValue.keys(), ...membersByValue.keys(), ...trialsByValue.keys()]);
  const rows: AttributionRow[] = [...values]
    .map((value) => ({
      value,
      visitors: visitorsByValue.get(value)?.size ?? 0,
      members: membersByValue.get(value) ?? 0,
      trials: trialsByValue.get(value) ?? 0,
    }))
    .sort((a, b) => b.visitors - a.visitors || b.members - a.members || b.trials - a.trials || a.value.localeCompare(b.value, 'ko'));

  const allVisitors = new Set(visits.map((v) => v.uuid));
  return {
    from: range.from,
    to: range.to,
    dimension,
    days,
    rows,
    series: rows
      .filter((r) => r.visitors > 0)
      .slice(0, TOP_SERIES)
      .map((r) => ({ value: r.value, points: (perDay.get(r.value) ?? []).map((s) => s.size) })),
    totals: {
      visitors: allVisitors.size,
      members: members.length,
      trials: [...trialsByValue.values()].reduce((a, b) => a + b, 0),
    },
  };
}

/**
 * Trial applications (the free-trial area's orders) by their member's UTM value. A read-only
 * join across two owners (trial_orders, members), grouped in SQL: a report, not a record access.
 */
async function countTrials(services: Services, column: (typeof DIMENSIONS)[Dimension]['column'], start: string, end: string): Promise<Map<string, number>> {
  const rows = await services.db.kysely
    .selectFrom('trial_orders')
    .innerJoin('members', 'members.id', 'trial_orders.member_id')
    .select([sql<string | null>`${sql.ref(`members.${column}`)}`.as('dim'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('trial_orders.created_at', '>=', start)
    .where('trial_orders.created_at', '<', end)
    .groupBy(sql.ref(`members.${column}`))
    .execute();
  const out = new Map<string, number>();
  for (const r of rows) out.set(label(r.dim), (out.get(label(r.dim)) ?? 0) + Number(r.n));
  return out;
}
