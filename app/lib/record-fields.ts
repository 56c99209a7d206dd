/**
 * Reading a record field by its qualified name, e.g. "Product2.Name" (SPEC 8): a name
 * without the object part is a programming error with the spec's exact message.
 */
export function getFieldValue(record: Record<string, unknown> | null | undefined, field: string): unknown {
  const dot = field.indexOf('.');
  if (dot <= 0) throw new Error('Value does not include an object API name.');
  let value: unknown = record;
  for (const part of field.slice(dot + 1).split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
