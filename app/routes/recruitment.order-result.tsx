import { data, Link } from 'react-router';
import { getCampaign } from '#app/features/recruitment/campaigns.server';
import { getMyOrder } from '#app/features/recruitment/orders.server';
import styles from '#app/features/recruitment/components/Recruitment.module.css';
import { requireMember } from '#app/lib/auth.server';
import { formatDate } from '#app/lib/format';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/recruitment.order-result';

const REASONS = {
  duplicate: { title: '이미 신청하신 체험이에요', text: '체험은 회원 한 분당 한 번만 신청할 수 있어요. 신청 내역에서 진행 상태를 확인해 주세요.' },
  full: { title: '아쉽게도 모집 인원이 다 찼어요', text: '신청하시는 사이에 마지막 자리가 채워졌어요. 다음 체험 때 꼭 다시 만나요.' },
  'not-open': { title: '지금은 신청 기간이 아니에요', text: '신청 기간을 확인하시고 다른 체험도 둘러보세요.' },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const orderId = url.searchParams.get('orderId');
  if (orderId) {
    const order = await getMyOrder(context.services, member.userId, orderId);
    if (!order) throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
    return { order, failure: null };
  }
  const reason = url.searchParams.get('reason');
  const campaignId = url.searchParams.get('campaignId');
  const campaign = campaignId ? await getCampaign(context.services, campaignId) : null;
  const failure = reason && reason in REASONS ? { ...REASONS[reason as keyof typeof REASONS], campaignTitle: campaign?.title ?? null } : null;
  return { order: null, failure };
}

export default function OrderResult({ loaderData }: Route.ComponentProps) {
  const { order, failure } = loaderData;
  return (
    <RoutePage routeId="recruitment-order-result">
      {order ? (
        <section className={styles.card} aria-labelledby="result-title">
          <h2 id="result-title" className={styles.cardTitle}>
            체험 신청이 완료되었어요
          </h2>
          <p className={styles.muted}>
            당첨 여부는 {formatDate(order.announceAt)}에 문자와 신청 내역에서 알려 드릴게요.
          </p>
          <dl className={styles.meta}>
            <dt>체험</dt>
            <dd>{order.campaignTitle}</dd>
            <dt>제품</dt>
            <dd>{order.product.Name}</dd>
            <dt>반려동물</dt>
            <dd>{order.petName}</dd>
            <dt>받는 분</dt>
            <dd>{order.recipientName}</dd>
            <dt>배송지</dt>
            <dd>
              ({order.postcode}) {order.roadAddress} {order.extraAddress} {order.addressDetail}
            </dd>
            <dt>상태</dt>
            <dd>{order.statusLabel}</dd>
          </dl>
          <div className={styles.actions}>
            <Link className="btn" to={`/mypage/myrecruitment-order/detail?id=${encodeURIComponent(order.id)}`}>
              신청 내역 보기
            </Link>
            <Link className="btn btn--ghost" to="/recruitment">
              다른 체험 보기
            </Link>
          </div>
        </section>
      ) : failure ? (
        <section className={styles.card} aria-labelledby="result-title">
          <h2 id="result-title" className={styles.cardTitle}>
            {failure.title}
          </h2>
          {failure.campaignTitle && <p className={styles.muted}>{failure.campaignTitle}</p>}
          <p>{failure.text}</p>
          <div className={styles.actions}>
            <Link className="btn" to="/mypage/myrecruitment-order">
              신청 내역 보기
            </Link>
            <Link className="btn btn--ghost" to="/recruitment">
              다른 체험 보기
            </Link>
          </div>
        </section>
      ) : (
        <p className={formStyles.notice}>
          보여 드릴 신청 결과가 없어요. <Link to="/mypage/myrecruitment-order">신청 내역 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
