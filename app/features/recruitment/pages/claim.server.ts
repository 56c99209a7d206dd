import { data, redirect } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { fieldErrorsOf, formFields, readForm } from '#app/page-kit/forms.server';
import { retryAfterHeaders } from '#app/lib/retry-after';
import { appPathOf } from '#app/lib/site-url';
import { attemptForm, submitForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import type { ClaimKind } from '#server/platform/db/schema/recruitment';
import { getMyClaim, listMyClaims } from '../data/claims.server';
import { CLAIM_LIST_PATH, claimDetailHref, ORDER_NOT_FOUND } from '../form-options';
import { cancelClaim, createClaimOp, REFUND_PHOTO_REQUIRED } from '../operations.server';
import { getMyOrder } from '../data/orders.server';
import { checkPhotos } from '../data/photos.server';
import { CLAIM_KIND_LABEL } from '../statuses';

/** Returns and refunds share their page modules; the path says which one this is. */
function kindOf(request: Request): ClaimKind {
  return appPathOf(new URL(request.url)).startsWith(CLAIM_LIST_PATH.refund) ? 'refund' : 'return';
}

/** The list page, and the request form when it is opened for one of my delivered trials (?orderId=). */
export async function loadClaimList({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const { services } = context;
  const kind = kindOf(request);
  const url = new URL(request.url);
  const orderId = url.searchParams.get('orderId');
  const order = orderId ? await getMyOrder(services.db.kysely, services.clock, member.memberId, orderId) : null;
  if (orderId && !order) throw data(ORDER_NOT_FOUND, { status: 404 });
  const claims = await listMyClaims(services.db.kysely, member.memberId, kind);
  const open = order ? order.openClaims.find((c) => c.kind === kind) : undefined;
  return {
    kind,
    claims,
    order: order && order.status === 'delivered' && !open ? { id: order.id, campaignTitle: order.campaignTitle, productName: order.product.Name } : null,
    orderNote: order && order.status !== 'delivered' ? `배송이 끝난 체험만 ${CLAIM_KIND_LABEL[kind]} 신청할 수 있어요.` : open ? `이미 진행 중인 ${CLAIM_KIND_LABEL[kind]} 신청이 있어요.` : null,
    notice: url.searchParams.has('cancelled') ? '신청을 취소했습니다.' : null,
  };
}

/** The request form's POST (route action). */
export async function claimListAction(args: PageArgs) {
  requireMember(args.context, args.request);
  return submitClaim(args, kindOf(args.request), await readForm(args.request));
}

/** The request form (the createClaim operation): 400 with a message per field (and nothing written) on bad input; photos are checked here, where the files are. */
async function submitClaim(args: PageArgs, kind: ClaimKind, form: FormData) {
  const fields = new FormData();
  for (const [k, v] of form.entries()) if (typeof v === 'string') fields.append(k, v);
  const photos = await checkPhotos(form);
  const input = (raw: Record<string, unknown>) => ({ ...raw, kind, photos: photos.ok ? photos.photos : [] });
  const { raw, values: typed } = formFields(fields);
  const parsed = createClaimOp.input.safeParse(input(raw));
  const values = parsed.success ? Object.fromEntries([...fields.entries()].map(([k, v]) => [k, String(v)])) : typed;
  delete values.accountNumber;
  delete values.kind;
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (!photos.ok) errors.photos = photos.message;
  else if (kind === 'refund' && photos.photos.length === 0) errors.photos = REFUND_PHOTO_REQUIRED;
  if (Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 });
  const tried = await attemptForm(createClaimOp, args, fields, { fromForm: input });
  if (tried.ok) return redirect(claimDetailHref(kind, tried.value.claimId, true));
  const { refusal } = tried;
  if (refusal === null) return data({ errors: tried.errors, values }, { status: 400 });
  if (refusal.status === 404) throw data(refusal.message, { status: 404 });
  if (refusal.retryAfter !== undefined) return data({ errors: tried.errors, values }, { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) });
  return data({ errors: { form: refusal.message }, values }, { status: 400 });
}

export async function loadClaimDetail({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const kind = kindOf(request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (!id) return { kind, claim: null, notice: null };
  const claim = await getMyClaim(context.services.db.kysely, member.memberId, kind, id);
  if (!claim) throw data(ORDER_NOT_FOUND, { status: 404 });
  return { kind, claim, notice: url.searchParams.has('created') ? `${CLAIM_KIND_LABEL[kind]} 신청을 접수했습니다. 진행 상황은 이 화면에서 확인할 수 있어요.` : null };
}

/** Cancel while 'requested' (the cancelClaim operation, limited to this page's kind): another member's claim is "not found". */
export async function cancelClaimAction(args: PageArgs) {
  const kind = kindOf(args.request);
  const done = await submitForm(cancelClaim, args, { intent: 'cancel', fromForm: (fields) => ({ ...fields, kind }) });
  if (!done.ok) return done.answer;
  return redirect(`${CLAIM_LIST_PATH[kind]}?cancelled=1`);
}
