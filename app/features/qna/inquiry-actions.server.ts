import { data, redirect } from 'react-router';
import { type MemberViewer, requireCredential } from '#app/lib/auth.server';
import { type PageArgs, submitForm } from '#app/lib/operation-action.server';
import { limitRefusal, parseForm } from '#app/lib/forms.server';
import type { Services } from '#server/platform/services';
import { MAX_ATTACHMENTS } from './categories';
import { checkAttachments, createInquiry, getInquiryForStaff, getMyInquiry, type NewAttachment, productChoices, type SaveInquiryOutcome, updateInquiry } from './inquiries.server';
import { answerInquiryOp, deleteInquiryOp, INQUIRY_NOT_FOUND } from './operations.server';
import { InquirySchema } from './schemas';

/** What the inquiry form pages load: the inquiry when editing, and the product choices. */
export async function loadInquiryForm(services: Services, member: MemberViewer, url: URL) {
  const id = url.searchParams.get('id');
  const inquiry = id ? await getMyInquiry(services, member.userId, id) : null;
  if (id && !inquiry) throw data(INQUIRY_NOT_FOUND, { status: 404 });
  if (inquiry && inquiry.status !== 'waiting') throw redirect(`/mypage/myqna/detail?id=${encodeURIComponent(inquiry.id)}&locked=1`);
  return {
    inquiry,
    products: await productChoices(services),
    prefill: { productId: url.searchParams.get('productId') ?? undefined, orderNo: url.searchParams.get('orderNo') ?? undefined },
  };
}

/**
 * The inquiry form's POST, for a new inquiry or (with an id) one still waiting for its answer.
 * Bad input answers 400 with a message per field and writes nothing.
 */
export async function handleInquiryForm(services: Services, member: MemberViewer, form: FormData, inquiryId: string | null) {
  if (form.get('intent') !== 'save') throw data('알 수 없는 요청입니다.', { status: 400 });
  const parsed = parseForm(InquirySchema, form);
  const files = form.getAll('attachments').filter((f): f is File => f instanceof File && f.size > 0);
  const removeIds = form.getAll('removeAttachment').filter((v): v is string => typeof v === 'string');
  const existing = inquiryId ? await getMyInquiry(services, member.userId, inquiryId) : null;
  if (inquiryId && !existing) throw data(INQUIRY_NOT_FOUND, { status: 404 });
  const kept = existing ? existing.attachments.filter((a) => !removeIds.includes(a.id)).length : 0;

  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.fieldErrors };
  let checkedFiles: NewAttachment[] = [];
  if (files.length + kept > MAX_ATTACHMENTS) {
    errors.attachments = `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.${kept > 0 ? ` 지금 ${kept}개가 등록되어 있어요.` : ''}`;
  } else if (files.length > 0) {
    const checked = await checkAttachments(await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer()))), kept);
    if (checked.ok) checkedFiles = checked.files;
    else errors.attachments = checked.message;
  }
  const values = parsed.ok ? undefined : parsed.values;
  if (!parsed.ok || Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 });

  let outcome: SaveInquiryOutcome;
  try {
    outcome = existing
      ? await updateInquiry(services, member.userId, existing.id, parsed.data, removeIds, checkedFiles)
      : await createInquiry(services, member.userId, parsed.data, checkedFiles);
  } catch (error) {
    return limitRefusal(error, 'attachments', stringValues(form));
  }
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') throw data(INQUIRY_NOT_FOUND, { status: 404 });
    const message: Record<string, string> =
      outcome.reason === 'product'
        ? { productId: '선택한 상품을 찾을 수 없습니다. 다시 선택해 주세요.' }
        : outcome.reason === 'answered'
          ? { form: '이미 답변이 등록된 문의는 수정할 수 없습니다.' }
          : { attachments: `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.` };
    return data({ errors: message, values: stringValues(form) }, { status: 400 });
  }
  return redirect(`/mypage/myqna/detail?id=${encodeURIComponent(outcome.id)}&${existing ? 'updated' : 'created'}=1`);
}

/** The detail page's POST: delete the member's own inquiry (the deleteInquiry operation). */
export async function deleteInquiryAction(args: PageArgs) {
  const done = await submitForm(deleteInquiryOp, args, { intent: 'delete', fromForm: (fields) => ({ inquiryId: fields.id ?? '' }) });
  if (!done.ok) return done.answer;
  return redirect('/mypage/myqna?deleted=1');
}

/** /staff/inquiries/detail: one inquiry with the member's name, for staff. */
export async function loadStaffInquiry({ request, context }: PageArgs) {
  requireCredential(context, request, 'staff');
  const url = new URL(request.url);
  const inquiry = await getInquiryForStaff(context.services, url.searchParams.get('id') ?? '');
  if (!inquiry) throw data(INQUIRY_NOT_FOUND, { status: 404 });
  return { inquiry, saved: url.searchParams.has('saved') };
}

/** The staff answer form (the answerInquiry operation): 400 with the message on `answer`, 404 for an unknown inquiry. */
export async function answerInquiryAction(args: PageArgs) {
  const done = await submitForm(answerInquiryOp, args, { fromForm: (fields, url) => ({ ...fields, inquiryId: url.searchParams.get('id') ?? '' }) });
  if (!done.ok) return done.answer;
  return redirect(`/staff/inquiries/detail?id=${encodeURIComponent(new URL(args.request.url).searchParams.get('id') ?? '')}&saved=1`);
}

function stringValues(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}
