import { Form, Link, useNavigation } from 'react-router';
import { formatDate, formatMobile } from '#app/lib/format';
import formStyles from '#app/ui/form/Form.module.css';
import { ORDER_STATUS_LABEL, ORDER_STEPS } from '../statuses';
import type { TrialOrder, TrialOrderDetail } from '../types';
import { EmptyState } from './EmptyState';
import { orderTone, StatusBadge } from './StatusBadge';
import { Timeline } from './Timeline';
import styles from './Recruitment.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

export function OrderList({ orders }: { orders: TrialOrder[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState>
        <p>아직 신청한 체험이 없어요.</p>
        <Link className="btn" to="/recruitment">
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
            <Link className="btn btn--ghost" to={`/mypage/myrecruitment-order/detail?id=${encodeURIComponent(o.id)}`} aria-label={`${o.campaignTitle} 신청 상세 보기`}>
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

export function OrderDetailView({ order, error }: { order: TrialOrderDetail; error?: string | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const openReturn = order.openClaims.find((c) => c.kind === 'return');
  const openRefund = order.openClaims.find((c) => c.kind === 'refund');
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
        {order.cancellable && (
          <Form
            method="post"
            className={styles.actions}
            onSubmit={(event) => {
              if (!window.confirm('체험 신청을 취소할까요? 취소하면 같은 체험은 다시 신청할 수 없어요.')) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="orderId" value={order.id} />
            <button type="submit" className="btn btn--ghost" disabled={busy}>
              신청 취소
            </button>
            <span className={styles.muted}>당첨 발표 전까지만 취소할 수 있어요. 취소하면 같은 체험은 다시 신청할 수 없어요.</span>
          </Form>
        )}
        {error && (
          <p className={formStyles.error} role="alert">
            {error}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="order-history">
        <h2 id="order-history" className={styles.sectionTitle}>
          진행 기록
        </h2>
        <Timeline events={order.history} />
      </section>

      {delivered && (
        <section className={styles.section} aria-labelledby="after-delivery">
          <h2 id="after-delivery" className={styles.sectionTitle}>
            체험은 어떠셨나요?
          </h2>
          <div className={styles.actions}>
            {order.reviewId ? (
              <Link className="btn btn--ghost" to={`/mypage/myproducts-review/request?id=${encodeURIComponent(order.reviewId)}`}>
                내 리뷰 수정
              </Link>
            ) : (
              <Link className="btn" to={`/mypage/myproducts-review/request?orderId=${encodeURIComponent(order.id)}`}>
                리뷰 쓰기
              </Link>
            )}
            {openReturn ? (
              <Link className="btn btn--ghost" to={`/mypage/myrecruitment-return/detail?id=${encodeURIComponent(openReturn.id)}`}>
                반품 진행 보기
              </Link>
            ) : (
              <Link className="btn btn--ghost" to={`/mypage/myrecruitment-return?orderId=${encodeURIComponent(order.id)}`}>
                반품 신청
              </Link>
            )}
            {openRefund ? (
              <Link className="btn btn--ghost" to={`/mypage/myrecruitment-refund/detail?id=${encodeURIComponent(openRefund.id)}`}>
                환불 진행 보기
              </Link>
            ) : (
              <Link className="btn btn--ghost" to={`/mypage/myrecruitment-refund?orderId=${encodeURIComponent(order.id)}`}>
                환불 신청
              </Link>
            )}
          </div>
        </section>
      )}
      <p>
        <Link to="/mypage/myrecruitment-order">신청 목록으로</Link>
      </p>
    </>
  );
}
