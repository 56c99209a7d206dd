import { data, redirect } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { attemptForm, submitForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { readForm } from '#app/page-kit/forms.server';
import { retryAfterHeaders } from '#app/lib/retry-after';
import { getMyInquiry, productChoices } from './data/inquiries.server';
import { deleteInquiryOp, INQUIRY_NOT_FOUND, saveInquiryOp } from './operations.server';
import { href } from '#app/config/href';

/**
 * What the inquiry form pages load: the inquiry when editing (`?id=` on /mypage/my-qna-form; the
 * request page only ever makes a new one), and the product choices.
 */
export async function loadInquiryForm({ request, context }: PageArgs, editing: boolean) {
  const { services } = context;
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const id = editing ? url.searchParams.get('id') : null;
  const inquiry = id ? await getMyInquiry(services.db.kysely, member.memberId, id) : null;
  if (id && !inquiry) throw data(INQUIRY_NOT_FOUND, { status: 404 });
  if (inquiry && inquiry.status !== 'waiting') throw redirect(href('myqna-detail', { id: inquiry.id, locked: 1 }));
  return {
    inquiry,
    products: await productChoices(services.db.kysely),
    prefill: { productId: url.searchParams.get('productId') ?? undefined, orderNo: url.searchParams.get('orderNo') ?? undefined },
  };
}

/**
 * The inquiry form's POST (the saveInquiry operation), for a new inquiry or (with `?id=`) one
 * still waiting for its answer. The uploaded files reach the operation as bytes. Bad input and
 * refusals answer 400 (429 over the upload quota) with a message per field and write nothing.
 */
export async function inquiryFormAction(args: PageArgs, editing: boolean) {
  const { request, context } = args;
  requireMember(context, request);
  const form = await readForm(request);
  if (form.get('intent') !== 'save') throw data('알 수 없는 요청입니다.', { status: 400 });
  const files = form.getAll('attachments').filter((f): f is File => f instanceof File && f.size > 0);
  const attachments = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  const inquiryId = editing ? (new URL(request.url).searchParams.get('id') ?? undefined) : undefined;
  const tried = await attemptForm(saveInquiryOp, args, form, {
    arrayFields: ['removeAttachment'],
    fromForm: (fields) => ({ ...fields, inquiryId, attachments }),
  });
  if (tried.ok) return redirect(href('myqna-detail', { id: tried.value.id, [tried.value.updated ? 'updated' : 'created']: 1 }));
  const { refusal } = tried;
  if (refusal === null) return data({ errors: tried.errors, values: tried.values as Record<string, string> | undefined }, { status: 400 });
  if (refusal.status === 404) throw data(refusal.message, { status: 404 });
  const init = refusal.retryAfter === undefined ? { status: 400 } : { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) };
  return data({ errors: tried.errors, values: stringValues(form) }, init);
}

/** The detail page's POST: delete the member's own inquiry (the deleteInquiry operation). */
export async function deleteInquiryAction(args: PageArgs) {
  const done = await submitForm(deleteInquiryOp, args, { intent: 'delete', fromForm: (fields) => ({ inquiryId: fields.id ?? '' }) });
  if (!done.ok) return done.answer;
  return redirect(href('myqna', { deleted: 1 }));
}

function stringValues(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}
