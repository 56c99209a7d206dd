/**
 * Korea's time zone, the one place it is written. Instants are stored in UTC and shown, and
 * reported per day, in Seoul time (SPEC 9.1). Korea keeps UTC+9 all year (no daylight saving),
 * so a fixed offset is exact and cheaper than `Intl` in hot lists.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant's Seoul wall clock as YYYY-MM-DDTHH:MM:SS (null for an unreadable value). */
function seoulClock(value: string | Date): string | null {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/** The Seoul calendar day (YYYY-MM-DD) of an instant. */
export function seoulDay(value: string | Date): string {
  return seoulClock(value)?.slice(0, 10) ?? '';
}

/** The UTC instants bounding the Seoul days from..to (YYYY-MM-DD, both included): [start, end). */
export function seoulDayBounds(from: string, to: string): { start: string; end: string } {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - SEOUL_OFFSET_MS).toISOString(),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - SEOUL_OFFSET_MS).toISOString(),
  };
}

/** YYYY.MM.DD in Seoul time; '' for a missing or unreadable value. */
export function formatSeoulDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return seoulClock(value)?.slice(0, 10).replaceAll('-', '.') ?? '';
}

/** YYYY.MM.DD HH:MM:SS in Seoul time (log lists); '' for a missing or unreadable value. */
export function formatSeoulDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = seoulClock(value);
  return clock ? `${clock.slice(0, 10).replaceAll('-', '.')} ${clock.slice(11, 19)}` : '';
}

/**
 * The Seoul wall-clock time of an `<input type="datetime-local">` (YYYY-MM-DDTHH:MM, seconds
 * optional) as the UTC instant it names; null when it is not such a value.
 */
export function seoulLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  const back = new Date(time).toISOString();
  // 2026-02-30 rolls over to March in Date.UTC: refuse it instead.
  if (back.slice(0, 10) !== `${y}-${mo}-${d}` || Number(h) > 23 || Number(mi) > 59) return null;
  return new Date(time - SEOUL_OFFSET_MS).toISOString();
}

/** An instant as the value of an `<input type="datetime-local">` in Seoul time (YYYY-MM-DDTHH:MM); '' when missing. */
export function isoToSeoulLocal(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return seoulClock(value)?.slice(0, 16) ?? '';
}

/** YYYY.MM.DD HH:MM in Seoul time (schedules); '' for a missing or unreadable value. */
export function formatSeoulMinute(value: string | Date | null | undefined): string {
  return formatSeoulDateTime(value).slice(0, 16);
}

/** "2026년 11월 28일 오후 3:04" in Seoul time, as a sentence reads it; '' for a missing or unreadable value. */
export function formatSeoulSpoken(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = seoulClock(value);
  if (!clock) return '';
  const [y, mo, d, h, mi] = [clock.slice(0, 4), clock.slice(5, 7), clock.slice(8, 10), Number(clock.slice(11, 13)), clock.slice(14, 16)];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${y}년 ${Number(mo)}월 ${Number(d)}일 ${h < 12 ? '오전' : '오후'} ${hour12}:${mi}`;
}
