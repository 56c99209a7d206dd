import { data } from 'react-router';
import type { z } from 'zod';
import { isLimitExceeded } from '#server/platform/auth/rate-limits';

export type FieldErrors = Record<string, string>;

export type FormResult<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** What a page answers when a request body is not a readable form (the root error boundary shows `message`). */
interface BadBody {
  message: string;
  errorCode: 'UNSUPPORTED_MEDIA_TYPE' | 'INVALID_FORM' | 'INVALID_QUERY';
  field: string;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The submitted form of a page action. Anything that is not a form a browser would send — JSON,
 * text, multipart without its boundary or cut short — is the client's mistake: 415 or 400 with
 * a Korean message, never the 500 that `request.formData()` throwing would become.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    throw data<BadBody>(
      { message: '양식 형식(application/x-www-form-urlencoded 또는 multipart/form-data)으로 보내 주세요.', errorCode: 'UNSUPPORTED_MEDIA_TYPE', field: 'Content-Type' },
      { status: 415 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data<BadBody>({ message: '보낸 양식을 읽을 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.', errorCode: 'INVALID_FORM', field: 'body' }, { status: 400 });
  }
  // NUL is refused in text everywhere (PostgreSQL cannot store it; see server/adapters/rpc/json-input.ts).
  for (const [key, value] of form) {
    if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) {
      throw data<BadBody>({ message: `${key.replaceAll('\0', '')} 항목에 사용할 수 없는 문자(NUL)가 들어 있습니다.`, errorCode: 'INVALID_FORM', field: key }, { status: 400 });
    }
  }
  return form;
}

/**
 * A form's answer when a counted limit refused its save (the upload quota): 429 with
 * Retry-After and the message on `field`, the input that carried the files. Anything else is
 * thrown on.
 */
export function limitRefusal(error: unknown, field: string, values?: Record<string, string>) {
  if (!isLimitExceeded(error)) throw error;
  return data({ errors: { [field]: error.message } as FieldErrors, values }, { status: 429, headers: { 'Retry-After': String(error.retryAfterS) } });
}

/** A route's `headers`: what its action answered with (Retry-After of a 429) reaches the document response. */
export function actionHeadersOnly({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}

/** A loader's answer to a query parameter it cannot use: 400 naming the parameter. */
export function invalidQuery(field: string, message: string): never {
  throw data<BadBody>({ message, errorCode: 'INVALID_QUERY', field }, { status: 400 });
}

/**
 * Reads a submitted form through its zod schema. Fields that repeat (checkbox groups) become
 * arrays when the schema's field is an array; errors keep the first message per field.
 */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData, arrayFields: readonly string[] = []): FormResult<z.output<S>> {
  const { raw, values } = formFields(form, arrayFields);
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

/**
 * A form's text fields as a schema reads them (`raw`: repeated fields as arrays when listed in
 * `arrayFields`) and as the form shows them again (`values`: never a password).
 */
export function formFields(form: FormData, arrayFields: readonly string[] = []): { raw: Record<string, unknown>; values: Record<string, string> } {
  const raw: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === 'string');
    raw[key] = arrayFields.includes(key) ? all : all[0];
    if (!/password/i.test(key)) values[key] = all.join(',');
  }
  for (const key of arrayFields) raw[key] ??= [];
  return { raw, values };
}
