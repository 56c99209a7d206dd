import { type AppLoadContext, data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import type { z } from 'zod';
import { type Answer, type Operation, perform, refusalOf } from '#server/platform/operations/operation';
import type { Access } from '#server/platform/operations/credentials';
import { requireCredential } from './auth.server';
import { type FieldErrors, fieldErrorsOf, formFields, readForm } from './forms.server';

/**
 * The page adapter of an operation (docs/decisions/012-operations.md): a form POST becomes the
 * operation's input, its refusals become the `{errors, values}` the forms render, with the same
 * Korean messages the RPC method answers.
 */

/** What a route's loader or action receives (the parts page code uses). */
export interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/** A refused form: a message per field (`form` for the whole form) and what was typed. */
export interface FormRefusal {
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
  { request, context }: PageArgs,
  form: FormData,
  options: SubmitOptions = {},
): Promise<Submitted<V>> {
  const credential = requireCredential(context, request, op.access);
  if (options.intent !== undefined && form.get('intent') !== options.intent) throw data('알 수 없는 요청입니다.', { status: 400 });
  const { raw, values } = formFields(form, options.arrayFields);
  const parsed = op.input.safeParse(options.fromForm ? options.fromForm(raw, new URL(request.url)) : raw);
  if (!parsed.success) return { ok: false, answer: data({ errors: fieldErrorsOf(parsed.error), values }, { status: 400 }) };
  const outcome: Answer<V, C> = await perform(op, parsed.data, { services: context.services, credential, clientIp: context.clientIp, requestId: context.requestId });
  if (outcome.ok) return { ok: true, value: outcome.value, form };
  const refusal = refusalOf(op, outcome);
  if (refusal.status === 404) throw data(refusal.message, { status: 404 });
  return { ok: false, answer: data({ errors: { [refusal.field ?? 'form']: refusal.message }, values }, { status: refusal.status }) };
}
