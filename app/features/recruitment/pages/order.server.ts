import { data, redirect } from 'react-router';
import { getProfile } from '#app/features/account/accounts.server';
import { noticeSettings } from '#app/features/account/data/notifications.server';
import { listPets } from '#app/features/pets/pets.server';
import { requireMember } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm, submitForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { getCampaign } from '../data/campaigns.server';
import { ORDER_NOT_FOUND } from '../form-options';
import { applyForTrialOp, cancelOrder } from '../operations.server';
import { findMemberOrder, getMyOrder } from '../data/orders.server';
import { href } from '#app/config/href';

/** /recruitment/order: what the form needs (the campaign, my pets, my address). */
export async function loadOrderForm({ request, context }: PageArgs) {
  const { services } = context;
  const member = { userId: requireMember(context, request).memberId };
  const campaignId = new URL(request.url).searchParams.get('campaignId');
  const campaign = campaignId ? await getCampaign(services.db.kysely, campaignId) : null;
  if (campaignId && !campaign) throw data('체험을 찾을 수 없습니다.', { status: 404 });
  if (!campaign) return { campaign: null, pets: [], defaults: null, existingOrderId: null, emailNotices: false, postcodeScriptUrl: services.env.POSTCODE_SCRIPT_URL };
  const [pets, profile, existing, settings] = await Promise.all([
    listPets(services, member.userId),
    getProfile(services, member.userId),
    findMemberOrder(services.db.kysely, campaign.id, member.userId),
    noticeSettings(services.db.kysely, member.userId),
  ]);
  return {
    campaign,
    pets,
    existingOrderId: existing?.id ?? null,
    emailNotices: settings.email,
    postcodeScriptUrl: services.env.POSTCODE_SCRIPT_URL,
    defaults: {
      recipientName: profile?.name ?? '',
      mobile: profile?.mobile ?? '',
      postcode: profile?.postcode ?? '',
      roadAddress: profile?.roadAddress ?? '',
      jibunAddress: profile?.jibunAddress ?? '',
      extraAddress: profile?.extraAddress ?? '',
      addressDetail: profile?.addressDetail ?? '',
    },
  };
}

/** The form's POST (the applyForTrial operation): bad input and a pet the trial is not for answer 400 on their field; a full, closed or repeated application goes to the result page. */
export async function orderAction(args: PageArgs) {
  const tried = await attemptForm(applyForTrialOp, args, await readForm(args.request));
  if (tried.ok) return redirect(href('recruitment-order-result', { orderId: tried.value.orderId }));
  const { refusal } = tried;
  if (refusal === null || refusal.code === 'PET' || refusal.code === 'SPECIES') return data({ errors: tried.errors, values: tried.values }, { status: 400 });
  if (refusal.code === 'NOT_FOUND') throw data(refusal.message, { status: 404 });
  const reason = { NOT_OPEN: 'not-open', FULL: 'full', DUPLICATE: 'duplicate' }[refusal.code];
  return redirect(href('recruitment-order-result', { campaignId: tried.values.campaignId, reason }));
}

/** /mypage/myrecruitment-order/detail: one of my applications (another member's is "not found"). */
export async function loadOrderDetail({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (!id) return { order: null, notice: null };
  const order = await getMyOrder(context.services.db.kysely, context.services.clock, member.memberId, id);
  if (!order) throw data(ORDER_NOT_FOUND, { status: 404 });
  return { order, notice: url.searchParams.get('cancelled') === '1' && order.status === 'cancelled' ? '체험 신청을 취소했어요. 자리는 다른 보호자에게 돌아갔어요.' : null };
}

/** 신청 취소, until the draw (the cancelOrder operation). */
export async function cancelOrderAction(args: PageArgs) {
  const done = await submitForm(cancelOrder, args, { intent: 'cancel' });
  if (!done.ok) return done.answer;
  return redirect(href('order-detail', { id: done.value.orderId, cancelled: 1 }));
}
