import { Link, useNavigation } from 'react-router';
import { formatDate, formatMobile } from '#app/lib/format';
import type { ClaimKind } from '#server/platform/db/schema/recruitment';
import { CLAIM_KIND_LABEL, ORDER_STATUS_LABEL, ORDER_STEPS } from '../statuses';
import type { TrialOrder, TrialOrderDetail } from '../types';
import { EmptyState } from './EmptyState';
import { orderTone, StatusBadge } from './StatusBadge';
import { RequestCancel, RequestHistory } from './RequestCancel';
import styles from './Recruitment.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';
import { href } from '#app/config/href';

export function OrderList({ orders }: { orders: TrialOrder[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState>
        <p>아직 신청한 체험이 없어요.</p>
        <Link className="btn" to={href('recruitment')}>
          진행 중인 체험 보기
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label="무료 체험 신청 목록">
      {orders.map((o) => (
        <li key={o.id} className={styles.card}>
          <div className={styles.cardHead}>
            <SiteImage className={styles.thumb} src={o.product.ThumbnailImageUrl__c} alt={o.product.Name} width={88} height={88} />
            <div>
              <StatusBadge label={o.statusLabel} tone={orderTone(o.status)} />
              <h2 className={styles.cardTitle}>{o.campaignTitle}</h2>
              <p className={styles.muted}>
                {o.product.Name} · {o.petName} · 신청일 {formatDate(o.createdAt)}
              </p>
            </div>
          </div>
          <div className={styles.actions}>
            <Link className="btn btn--ghost" to={href('order-detail', { id: o.id })} aria-label={`${o.campaignTitle} 신청 상세 보기`}>
              상세 보기
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Progress({ status }: { status: TrialOrder['status'] }) {
  if (status === 'not_selected' || status === 'cancelled') return null;
  const index = ORDER_STEPS.indexOf(status);
  return (
    <ol className={styles.progress} aria-label="진행 단계">
      {ORDER_STEPS.map((s, i) => (
        <li key={s} data-state={i < index ? 'done' : i === index ? 'current' : 'upcoming'} aria-current={i === index ? 'step' : undefined}>
          {ORDER_STATUS_LABEL[s]}
        </li>
      ))}
    </ol>
  );
}

/** A delivered order's way to a return or refund: the open request's progress, else a new request. */
function ClaimLink({ kind, order }: { kind: ClaimKind; order: TrialOrderDetail }) {
  const label = CLAIM_KIND_LABEL[kind];
  const open = order.openClaims.find((c) => c.kind === kind);
  return open ? (
    <Link className="btn btn--ghost" to={href(`${kind}-detail`, { id: open.id })}>
      {`${label} 진행 보기`}
    </Link>
  ) : (
    <Link className="btn btn--ghost" to={href(`${kind}-list`, { orderId: order.id })}>
      {`${label} 신청`}
    </Link>
  );
}

export function OrderDetailView({ order, error }: { order: TrialOrderDetail; error?: string | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const delivered = order.status === 'delivered';
  return (
    <>
      <Progress status={order.status} />
      <section className={styles.card} aria-labelledby="order-title">
        <div className={styles.cardHead}>
          <SiteImage className={styles.thumb} src={order.product.ThumbnailImageUrl__c} alt={order.product.Name} width={88} height={88} priority="eager" />
          <div>
            <StatusBadge label={order.statusLabel} tone={orderTone(order.status)} />
            <h2 id="order-title" className={styles.cardTitle}>
              {order.campaignTitle}
            </h2>
            <p className={styles.muted}>{order.product.Name}</p>
          </div>
        </div>
        {order.status === 'not_selected' && <p>아쉽게도 이번 체험에는 당첨되지 않았어요. 다음 체험에 다시 도전해 주세요.</p>}
        {order.status === 'applied' && <p>당첨 발표는 {formatDate(order.announceAt)}이에요. 발표일에 마이페이지 알림으로 알려 드릴게요.</p>}
        {order.status === 'cancelled' && <p>취소한 신청이에요. 같은 체험은 다시 신청할 수 없어요.</p>}
        <dl className={styles.meta}>
          <dt>신청일</dt>
          <dd>{formatDate(order.createdAt)}</dd>
          <dt>반려동물</dt>
          <dd>{order.petName}</dd>
          <dt>받는 분</dt>
          <dd>
            {order.recipientName} · {formatMobile(order.mobile)}
          </dd>
          <dt>배송지</dt>
          <dd>
            ({order.postcode}) {order.roadAddress} {order.extraAddress} {order.addressDetail}
          </dd>
          {order.deliveryRequest && (
            <>
              <dt>요청사항</dt>
              <dd>{order.deliveryRequest}</dd>
            </>
          )}
          {order.trackingNumber && (
            <>
              <dt>운송장</dt>
              <dd>
                {order.courier ?? '택배'} {order.trackingNumber}
              </dd>
            </>
          )}
        </dl>
        <RequestCancel
          field="orderId"
          id={order.id}
          button="신청 취소"
          rule="당첨 발표 전까지만 취소할 수 있어요. 취소하면 같은 체험은 다시 신청할 수 없어요."
          confirmText="체험 신청을 취소할까요? 취소하면 같은 체험은 다시 신청할 수 없어요."
          cancellable={order.cancellable}
          busy={busy}
          error={error}
        />
      </section>

      <RequestHistory id="order-history" events={order.history} />

      {delivered && (
        <section className={styles.section} aria-labelledby="after-delivery">
          <h2 id="after-delivery" className={styles.sectionTitle}>
            체험은 어떠셨나요?
          </h2>
          <div className={styles.actions}>
            {order.reviewId ? (
              <Link className="btn btn--ghost" to={href('review-request', { id: order.reviewId })}>
                내 리뷰 수정
              </Link>
            ) : (
              <Link className="btn" to={href('review-request', { orderId: order.id })}>
                리뷰 쓰기
              </Link>
            )}
            <ClaimLink kind="return" order={order} />
            <ClaimLink kind="refund" order={order} />
          </div>
        </section>
      )}
      <p>
        <Link to={href('order-list')}>신청 목록으로</Link>
      </p>
    </>
  );
}
