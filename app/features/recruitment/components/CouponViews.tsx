import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#app/lib/format';
import { codeGroups, formatPin } from '#app/features/offline-store/codes';
import type { Coupon } from '#app/features/offline-store/data/coupons.server';
import { COUPON_STATE_LABEL, type CouponState } from '#app/features/offline-store/states';
import { EmptyState } from './EmptyState';
import { StatusBadge } from './StatusBadge';
import styles from './Recruitment.module.css';
import { href } from '#app/config/href';

const BOX = href('coupon');

function tone(state: CouponState) {
  return state === 'usable' ? 'accent' : state === 'used' ? 'done' : 'warn';
}

/** A store coupon as shown at the counter: QR code, PIN, validity and the one store it works at. */
/** What opening a coupon shows: the QR code of a store coupon that can still be used. */
function viewLabel(c: Pick<Coupon, 'kind' | 'state'>): string {
  return c.kind === 'store' && c.state === 'usable' ? 'QR 코드 보기' : '쿠폰 보기';
}

export function CouponTicket({ coupon, qrSvg, headingLevel = 'h2' }: { coupon: Coupon; qrSvg: string | null; headingLevel?: 'h2' | 'h3' }) {
  const H = headingLevel;
  return (
    <section className={styles.coupon} data-state={coupon.state} aria-labelledby={`coupon-${coupon.id}`} data-testid="coupon-ticket">
      <div className={styles.actions}>
        <StatusBadge label={coupon.stateLabel} tone={tone(coupon.state)} />
        <span className={styles.muted}>{coupon.kind === 'store' ? '매장 쿠폰' : '온라인 쿠폰'}</span>
      </div>
      <H id={`coupon-${coupon.id}`} className={styles.cardTitle}>
        {coupon.title}
      </H>
      <p className={styles.couponBenefit}>{coupon.benefit}</p>
      {qrSvg && (
        // The SVG is drawn on the server by the qrcode library from our own URL; it holds no user text.
        <div className={styles.qr} role="img" aria-label="매장 직원에게 보여 줄 쿠폰 QR 코드" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      )}
      {coupon.pin && coupon.state === 'usable' && (
        <>
          <p className={styles.muted}>QR 코드를 읽을 수 없으면 직원에게 PIN 번호를 알려 주세요.</p>
          <p className={styles.pin} aria-label={`PIN 번호 ${coupon.pin.split('').join(' ')}`} data-testid="coupon-pin">
            {formatPin(coupon.pin)}
          </p>
        </>
      )}
      <dl className={styles.meta}>
        <dt>쿠폰 번호</dt>
        <dd className={styles.code} data-testid="coupon-code">
          {/* Each group with its dash never breaks; a narrow screen breaks only between groups. */}
          {codeGroups(coupon.code).map((group, i, all) => (
            <Fragment key={i}>
              {i > 0 && <wbr />}
              <span className={styles.codeGroup} data-code-group="">
                {i < all.length - 1 ? `${group}-` : group}
              </span>
            </Fragment>
          ))}
        </dd>
        <dt>사용처와 방법</dt>
        <dd>{coupon.usage}</dd>
        <dt>유효 기간</dt>
        <dd>
          {formatDate(coupon.validFrom)} ~ {formatDate(coupon.validUntil)}
        </dd>
        {coupon.usedAt && (
          <>
            <dt>사용일</dt>
            <dd>{formatDate(coupon.usedAt)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function CouponBox({ coupons, opened, filter }: { coupons: Coupon[]; opened: { coupon: Coupon; qrSvg: string | null } | null; filter: 'all' | CouponState }) {
  const shown = filter === 'all' ? coupons : coupons.filter((c) => c.state === filter);
  const count = (state: CouponState) => coupons.filter((c) => c.state === state).length;
  return (
    <>
      {opened && (
        <div className={styles.section}>
          <CouponTicket coupon={opened.coupon} qrSvg={opened.qrSvg} />
          <p>
            <Link to={BOX}>쿠폰 목록으로</Link>
          </p>
        </div>
      )}
      <nav aria-label="쿠폰 상태">
        <ul className={styles.tabs}>
          {(['all', 'usable', 'used', 'expired'] as const).map((s) => (
            <li key={s}>
              <Link to={s === 'all' ? BOX : `${BOX}?state=${s}`} aria-current={filter === s ? 'page' : undefined}>
                {s === 'all' ? `전체 ${coupons.length}` : `${COUPON_STATE_LABEL[s]} ${count(s)}`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <EmptyState>
          <p>{filter === 'all' ? '아직 받은 쿠폰이 없어요.' : `${COUPON_STATE_LABEL[filter as CouponState]} 쿠폰이 없어요.`}</p>
          <Link className="btn" to={href('store')}>
            1+1 매장 쿠폰 받기
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label="쿠폰 목록">
          {shown.map((c) => (
            <li key={c.id} className={styles.coupon} data-state={c.state} data-testid="coupon-item">
              <div className={styles.actions}>
                <StatusBadge label={c.stateLabel} tone={tone(c.state)} />
                <span className={styles.muted}>{c.kind === 'store' ? '매장 쿠폰' : '온라인 쿠폰'}</span>
              </div>
              <h2 className={styles.cardTitle}>{c.title}</h2>
              <p className={styles.couponBenefit}>{c.benefit}</p>
              <p className={styles.muted}>{c.usage}</p>
              <p className={styles.muted}>
                유효 기간 {formatDate(c.validFrom)} ~ {formatDate(c.validUntil)}
                {c.usedAt ? ` · ${formatDate(c.usedAt)} 사용` : ''}
              </p>
              <div className={styles.actions}>
                {/* The accessible name starts with the visible words (WCAG 2.5.3), then says which coupon. */}
                <Link className="btn btn--ghost" to={`${BOX}?id=${encodeURIComponent(c.id)}`} aria-label={`${viewLabel(c)}: ${c.title}`}>
                  {viewLabel(c)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
