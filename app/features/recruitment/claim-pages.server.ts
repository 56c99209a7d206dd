import { data, redirect } from 'react-router';
import { type MemberViewer, requireMember } from '#app/lib/auth.server';
import { limitRefusal, parseForm, readForm } from '#app/lib/forms.server';
import { appPathOf } from '#app/lib/site-url';
import { type PageArgs, submitForm } from '#app/lib/operation-action.server';
import type { ClaimKind } from '#server/platform/db/schema/recruitment';
import type { Services } from '#server/platform/services';
import { createClaim, getMyClaim, listMyClaims } from './claims.server';
import { CLAIM_LIST_PATH, ORDER_NOT_FOUND } from './form-options';
import { cancelClaim } from './operations.server';
import { getMyOrder } from './orders.server';
import { checkPhotos } from './photos.server';
import { RefundSchema, ReturnSchema } from './schemas';
import { CLAIM_KIND_LABEL } from './statuses';

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
  const order = orderId ? await getMyOrder(services, member.userId, orderId) : null;
  if (orderId && !order) throw data(ORDER_NOT_FOUND, { status: 404 });
  const claims = await listMyClaims(services, member.userId, kind);
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
export async function claimListAction({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  return submitClaim(context.services, member, kindOf(request), await readForm(request));
}

/** The request form: 400 with a message per field (and nothing written) on bad input. */
async function submitClaim(services: Services, member: MemberViewer, kind: ClaimKind, form: FormData) {
  const fields = new FormData();
  for (const [k, v] of form.entries()) if (typeof v === 'string') fields.append(k, v);
  const parsed = kind === 'return' ? parseForm(ReturnSchema, fields) : parseForm(RefundSchema, fields);
  const photos = await checkPhotos(form);
  const errors = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!photos.ok) errors.photos = photos.message;
  else if (kind === 'refund' && photos.photos.length === 0) errors.photos = '영수증이나 결제 내역 사진을 1장 이상 올려 주세요.';
  const values = parsed.ok ? Object.fromEntries([...fields.entries()].map(([k, v]) => [k, String(v)])) : parsed.values;
  delete values.accountNumber;
  if (!parsed.ok || !photos.ok || Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 });
  let outcome: Awaited<ReturnType<typeof createClaim>>;
  try {
    outcome = await createClaim(services, member.userId, kind, parsed.data, photos.photos);
  } catch (error) {
    return limitRefusal(error, 'photos', values);
  }
  if (outcome.ok) return redirect(`${CLAIM_LIST_PATH[kind]}/detail?id=${encodeURIComponent(outcome.claimId)}&created=1`);
  if (outcome.reason === 'not-found') throw data(ORDER_NOT_FOUND, { status: 404 });
  const message =
    outcome.reason === 'duplicate'
      ? `이미 진행 중인 ${CLAIM_KIND_LABEL[kind]} 신청이 있어요.`
      : outcome.reason === 'not-delivered'
        ? `배송이 끝난 체험만 ${CLAIM_KIND_LABEL[kind]} 신청할 수 있어요.`
        : '영수증이나 결제 내역 사진을 1장 이상 올려 주세요.';
  return data({ errors: { form: message }, values }, { status: 400 });
}

export async function loadClaimDetail({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const kind = kindOf(request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (!id) return { kind, claim: null, notice: null };
  const claim = await getMyClaim(context.services, member.userId, kind, id);
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
