/** SPEC 9.1: year lists hold the last 30 years, counting back from the current year. */
export function lastYears(now: Date, count = 30): number[] {
  const year = now.getFullYear();
  return Array.from({ length: count }, (_, i) => year - i);
}
