import { data, redirect } from 'react-router';
import { getProfile } from '#app/features/account/accounts.server';
import { listPets } from '#app/features/pets/pets.server';
import { type MemberViewer, requireMember } from '#app/lib/auth.server';
import { parseForm } from '#app/lib/forms.server';
import { type PageArgs, submitForm } from '#app/lib/operation-action.server';
import type { Services } from '#server/platform/services';
import { getCampaign } from './campaigns.server';
import { ORDER_NOT_FOUND } from './form-options';
import { cancelOrder } from './operations.server';
import { applyForTrial, getMyOrder } from './orders.server';
import { TrialOrderSchema } from './schemas';

/** /recruitment/order: what the form needs (the campaign, my pets, my address). */
export async function loadOrderForm(services: Services, member: MemberViewer, campaignId: string | null) {
  const campaign = campaignId ? await getCampaign(services, campaignId) : null;
  if (campaignId && !campaign) throw data('체험을 찾을 수 없습니다.', { status: 404 });
  if (!campaign) return { campaign: null, pets: [], defaults: null, existingOrderId: null, postcodeScriptUrl: services.env.POSTCODE_SCRIPT_URL };
  const [pets, profile, existing] = await Promise.all([
    listPets(services, member.userId),
    getProfile(services, member.userId),
    services.db.kysely
      .selectFrom('trial_orders')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .where('member_id', '=', member.userId)
      .executeTakeFirst(),
  ]);
  return {
    campaign,
    pets,
    existingOrderId: existing?.id ?? null,
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

const REFUSALS = {
  pet: { petId: '체험할 반려동물을 선택해 주세요.' },
  species: { petId: '이 체험의 대상이 아닌 반려동물입니다. 대상 반려동물을 선택해 주세요.' },
} as const;

/** The form's POST: bad input answers 400 with a message per field and writes nothing. */
export async function submitOrderForm(services: Services, member: MemberViewer, form: FormData) {
  const parsed = parseForm(TrialOrderSchema, form);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const outcome = await applyForTrial(services, member.userId, parsed.data);
  if (outcome.ok) return redirect(`/recruitment/order-result?orderId=${encodeURIComponent(outcome.orderId)}`);
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  switch (outcome.reason) {
    case 'not-found':
      throw data('체험을 찾을 수 없습니다.', { status: 404 });
    case 'pet':
    case 'species':
      return data({ errors: REFUSALS[outcome.reason] as Record<string, string>, values }, { status: 400 });
    default:
      return redirect(`/recruitment/order-result?campaignId=${encodeURIComponent(parsed.data.campaignId)}&reason=${outcome.reason}`);
  }
}

/** /mypage/myrecruitment-order/detail: one of my applications (another member's is "not found"). */
export async function loadOrderDetail({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (!id) return { order: null, notice: null };
  const order = await getMyOrder(context.services, member.userId, id);
  if (!order) throw data(ORDER_NOT_FOUND, { status: 404 });
  return { order, notice: url.searchParams.get('cancelled') === '1' && order.status === 'cancelled' ? '체험 신청을 취소했어요. 자리는 다른 보호자에게 돌아갔어요.' : null };
}

/** 신청 취소, until the draw (the cancelOrder operation). */
export async function cancelOrderAction(args: PageArgs) {
  const done = await submitForm(cancelOrder, args, { intent: 'cancel' });
  if (!done.ok) return done.answer;
  return redirect(`/mypage/myrecruitment-order/detail?id=${encodeURIComponent(done.value.orderId)}&cancelled=1`);
}
