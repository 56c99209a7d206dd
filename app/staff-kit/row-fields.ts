/**
 * The rows of a RowListField as the form sent them (`{name}.{row}.{key}` fields), in row order,
 * rows whose cells are all empty left out: what a page hands its save for that field. Works on the
 * form's fields (a save) and on the values a refused save re-renders with (strings).
 */
export function rowsFromFields(fields: Record<string, unknown>, name: string, keys: readonly string[]): Record<string, string>[] {
  const byRow = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d{1,3})\\.(.+)$`);
  for (const [field, value] of Object.entries(fields)) {
    const m = pattern.exec(field);
    if (!m || !keys.includes(m[2]!) || typeof value !== 'string') continue;
    const index = Number(m[1]);
    const row = byRow.get(index) ?? {};
    row[m[2]!] = value.trim();
    byRow.set(index, row);
  }
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => Object.fromEntries(keys.map((k) => [k, row[k] ?? ''])))
    .filter((row) => keys.some((k) => row[k] !== ''));
}

/** Whether the fields hold any cell of the row list `name` (the form was one with that editor). */
export function hasRowFields(fields: Record<string, unknown>, name: string): boolean {
  return Object.keys(fields).some((k) => k.startsWith(`${name}.`));
}
