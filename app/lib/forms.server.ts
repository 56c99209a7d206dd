import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type FormResult<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/**
 * Reads a submitted form through its zod schema. Fields that repeat (checkbox groups) become
 * arrays when the schema's field is an array; errors keep the first message per field.
 */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData, arrayFields: readonly string[] = []): FormResult<z.output<S>> {
  const raw: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === 'string');
    raw[key] = arrayFields.includes(key) ? all : all[0];
    if (!/password/i.test(key)) values[key] = all.join(',');
  }
  for (const key of arrayFields) raw[key] ??= [];
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values };
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
