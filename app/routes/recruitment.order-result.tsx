import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loadOrderResult } from '#app/features/recruitment/pages/member.server';
import styles from '#app/features/recruitment/components/Recruitment.module.css';
import { formatDate } from '#app/lib/format';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/recruitment.order-result';
import { href } from '#app/config/href';

/** The answer to an application, accepted or refused, with the same two ways on. */
function ResultCard({ title, detailTo, children }: { title: string; detailTo: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="result-title">
      <h2 id="result-title" className={styles.cardTitle}>
        {title}
      </h2>
      {children}
      <div className={styles.actions}>
        <Link className="btn" to={detailTo}>
          신청 내역 보기
        </Link>
        <Link className="btn btn--ghost" to={href('recruitment')}>
          다른 체험 보기
        </Link>
      </div>
    </section>
  );
}

export const loader = (args: Route.LoaderArgs) => loadOrderResult(args);

export default function OrderResult({ loaderData }: Route.ComponentProps) {
  const { order, failure } = loaderData;
  return (
    <RoutePage routeId="recruitment-order-result">
      {order ? (
        <ResultCard title="체험 신청이 완료되었어요" detailTo={href('order-detail', { id: order.id })}>
          <p className={styles.muted}>
            당첨 여부는 {formatDate(order.announceAt)}에 마이페이지 알림으로 알려 드리고, 신청 내역에서도 볼 수 있어요.
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
        </ResultCard>
      ) : failure ? (
        <ResultCard title={failure.title} detailTo={href('order-list')}>
          {failure.campaignTitle && <p className={styles.muted}>{failure.campaignTitle}</p>}
          <p>{failure.text}</p>
        </ResultCard>
      ) : (
        <p className={formStyles.notice}>
          보여 드릴 신청 결과가 없어요. <Link to={href('order-list')}>신청 내역 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
