import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import type { z } from 'zod';
import { type Answer, type Operation, perform, type Refusal, refusalOf } from '#server/platform/operations/operation';
import type { Access } from '#server/platform/operations/credentials';
import { requireCredential } from './auth.server';
import type { PageArgs } from './page-args';
import { retryAfterHeaders } from '../lib/retry-after';
import { type FieldErrors, fieldErrorsOf, formFields, readForm } from './forms.server';

/**
 * The page adapter of an operation (docs/decisions/012-operations.md): a form POST becomes the
 * operation's input, its refusals become the `{errors, values}` the forms render, with the same
 * Korean messages the RPC method answers.
 */


/** A refused form: a message per field (`form` for the whole form) and what was typed. */
interface FormRefusal {
  errors: FieldErrors;
  values: Record<string, string>;
}

export type Submitted<V> = { ok: true; value: V; form: FormData } | { ok: false; answer: DataWithResponseInit<FormRefusal> };

export interface SubmitOptions {
  /** Fields that repeat (checkbox groups) and reach the schema as arrays. */
  arrayFields?: readonly string[];
  /** The form's `intent` this action answers; any other is 400 (a tampered or stale form). */
  intent?: string;
  /** The operation's input from the form and the page's URL (e.g. the record id in `?id=`), when it is not the form's fields as they are. */
  fromForm?: (fields: Record<string, unknown>, url: URL) => Record<string, unknown>;
}

/**
 * Runs an operation for a page form. Guests go to the login page and members get 403 on a staff
 * operation (before the body is read); bad input is 400 with the schema's messages; a 404
 * refusal is thrown (the error page, as every page answers a missing record); any other refusal
 * is the form again with its message on its field and the refusal's status.
 */
export async function submitForm<I extends z.ZodType, V, A extends Access, C extends string>(
  op: Operation<I, V, A, C>,
  { request, context }: PageArgs,
  options: SubmitOptions = {},
): Promise<Submitted<V>> {
  requireCredential(context, request, op.access);
  return performForm(op, { request, context }, await readForm(request), options);
}

/** submitForm for an action that has read its form already (one form, several intents). */
export async function performForm<I extends z.ZodType, V, A extends Access, C extends string>(
  op: Operation<I, V, A, C>,
  args: PageArgs,
  form: FormData,
  options: SubmitOptions = {},
): Promise<Submitted<V>> {
  const attempt = await attemptForm(op, args, form, options);
  if (attempt.ok) return { ok: true, value: attempt.value, form };
  if (attempt.refusal === null) return { ok: false, answer: data({ errors: attempt.errors, values: attempt.values }, { status: 400 }) };
  const { refusal } = attempt;
  if (refusal.status === 404) throw data(refusal.message, { status: 404 });
  const init = refusal.retryAfter === undefined ? { status: refusal.status } : { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) };
  return { ok: false, answer: data({ errors: { [refusal.field ?? 'form']: refusal.message }, values: attempt.values }, init) };
}

export type Attempt<V, C extends string> =
  | { ok: true; value: V }
  /** `refusal` null: the schema refused the input (`errors` per field); otherwise the operation refused. */
  | { ok: false; errors: FieldErrors; values: Record<string, string>; refusal: null }
  | { ok: false; errors: FieldErrors; values: Record<string, string>; refusal: Refusal & { code: C; retryAfter?: number } };

/**
 * The form's fields read by the operation's schema and the operation run, with the outcome left
 * to the page: for a page whose answer is not the `{errors, values}` form (a result banner).
 */
export async function attemptForm<I extends z.ZodType, V, A extends Access, C extends string>(
  op: Operation<I, V, A, C>,
  { request, context }: PageArgs,
  form: FormData,
  options: SubmitOptions = {},
): Promise<Attempt<V, C>> {
  const credential = requireCredential(context, request, op.access);
  if (options.intent !== undefined && form.get('intent') !== options.intent) throw data('알 수 없는 요청입니다.', { status: 400 });
  const { raw, values } = formFields(form, options.arrayFields);
  const parsed = op.input.safeParse(options.fromForm ? options.fromForm(raw, new URL(request.url)) : raw);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error), values, refusal: null };
  const outcome: Answer<V, C> = await perform(op, parsed.data, { services: context.services, credential, clientIp: context.clientIp, requestId: context.requestId, afterResponse: context.afterResponse });
  if (outcome.ok) return { ok: true, value: outcome.value };
  const refusal = refusalOf(op, outcome);
  return { ok: false, errors: { [refusal.field ?? 'form']: refusal.message }, values, refusal };
}
