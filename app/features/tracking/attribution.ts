/** Pure pieces of the attribution report: date ranges in Korea's time zone and the chart scale. */
import { seoulDay } from '#app/lib/seoul-time';

export const DIMENSIONS = {
  source: { label: '유입 출처', column: 'utm_source' },
  medium: { label: '매체', column: 'utm_medium' },
  campaign: { label: '캠페인', column: 'utm_campaign' },
} as const;

export type Dimension = keyof typeof DIMENSIONS;

export const NONE_LABEL = '(없음)';
const MAX_RANGE_DAYS = 92;
// Seoul days come from the one time-zone module (app/lib/seoul-time.ts).
export { seoulDay, seoulDayBounds as utcBounds } from '#app/lib/seoul-time';

/** Every Seoul day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}


/** Reads ?from=&to= (YYYY-MM-DD); defaults to the 30 days up to today, at most MAX_RANGE_DAYS. */
export function reportRange(fromParam: string | null, toParam: string | null, now = new Date()): { from: string; to: string; error?: string } {
  const today = seoulDay(now.toISOString());
  const valid = (v: string | null) => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
  const to = valid(toParam) ? toParam! : today;
  const from = valid(fromParam) ? fromParam! : new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  if (from > to) return { from: to, to, error: '시작일이 종료일보다 늦습니다. 종료일 하루만 보여 드려요.' };
  const span = daysBetween(from, to).length;
  if (span > MAX_RANGE_DAYS) {
    const cut = new Date(Date.parse(`${to}T00:00:00Z`) - (MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    return { from: cut, to, error: `기간은 최대 ${MAX_RANGE_DAYS}일까지 볼 수 있어 ${cut}부터 보여 드려요.` };
  }
  return { from, to };
}

/** A "nice" upper bound and ticks for a y axis starting at 0. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (max <= 0) return { top: ticks, step: 1 };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const whole = Math.max(1, Math.ceil(step));
  return { top: whole * ticks, step: whole };
}
