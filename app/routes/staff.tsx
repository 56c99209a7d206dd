import { Link } from 'react-router';
import { loadStaffHome } from '#app/features/staff/pages/staff.server';
import styles from '#app/features/staff/components/StaffHome.module.css';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff';
import { href } from '#app/config/href';

export const meta: Route.MetaFunction = () => staffMeta('staff');

export const loader = (args: Route.LoaderArgs) => loadStaffHome(args);

const n = (value: number) => value.toLocaleString('ko-KR');

/** The staff home: what waits for the signed-in role, each with the page to handle it. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { inquiries, trials, claims, campaigns, scheduled, coupons } = loaderData;
  const nothing = !inquiries && !trials && !claims && !campaigns && !scheduled && !coupons;
  return (
    <StaffPage routeId="staff" lead={`${loaderData.name}님, 처리를 기다리는 일입니다.`}>
      <div className={styles.cards}>
        {inquiries && (
          <section className={styles.card} aria-labelledby="home-inquiries">
            <h2 id="home-inquiries">1:1 문의</h2>
            <p>
              답변을 기다리는 문의 <strong>{n(inquiries.waiting)}건</strong>
            </p>
            {inquiries.oldest.length > 0 && (
              <ul className={styles.list} aria-label="오래 기다린 문의">
                {inquiries.oldest.map((i) => (
                  <li key={i.id}>
                    <Link to={href('staff-inquiry-detail', { id: i.id })}>{i.title}</Link> <span className={styles.age}>{i.waited} 대기</span>
                  </li>
                ))}
              </ul>
            )}
            <Link className={styles.action} to={href('staff-inquiries', { status: 'waiting' })}>
              답변하러 가기
            </Link>
          </section>
        )}
        {trials && (
          <section className={styles.card} aria-labelledby="home-trials">
            <h2 id="home-trials">체험 신청</h2>
            <p>
              당첨자를 골라야 할 신청 <strong>{n(trials.toDraw)}건</strong>
            </p>
            <p>
              발송을 기다리는 당첨·배송준비 <strong>{n(trials.toShip)}건</strong>
            </p>
            <Link className={styles.action} to={href('staff-trials', { status: 'applied' })}>
              당첨자 고르러 가기
            </Link>{' '}
            <Link className={styles.action} to={href('staff-trials', { status: 'selected' })}>
              발송하러 가기
            </Link>
          </section>
        )}
        {claims && (
          <section className={styles.card} aria-labelledby="home-claims">
            <h2 id="home-claims">반품·환불</h2>
            <p>
              접수·처리 중인 신청 <strong>{n(claims.open)}건</strong>
            </p>
            <Link className={styles.action} to={href('staff-claims', { status: 'requested' })}>
              처리하러 가기
            </Link>
          </section>
        )}
        {campaigns && (
          <section className={styles.card} aria-labelledby="home-campaigns">
            <h2 id="home-campaigns">곧 마감하는 체험 캠페인</h2>
            {campaigns.closing.length === 0 ? (
              <p>{campaigns.days}일 안에 마감하는 캠페인이 없습니다.</p>
            ) : (
              <ul className={styles.list}>
                {campaigns.closing.map((c) => (
                  <li key={c.id}>
                    {c.title} <span className={styles.age}>{c.endsAt} 마감 · 신청 {n(c.applied)}/{n(c.capacity)}명</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {scheduled && (
          <section className={styles.card} aria-labelledby="home-scheduled">
            <h2 id="home-scheduled">공개 예약된 콘텐츠</h2>
            {scheduled.length === 0 ? (
              <p>공개를 기다리는 콘텐츠가 없습니다.</p>
            ) : (
              <ul className={styles.list}>
                {scheduled.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href}>
                      {s.label} {n(s.count)}건
                    </Link>{' '}
                    <span className={styles.age}>다음 공개 {s.next}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {coupons && (
          <section className={styles.card} aria-labelledby="home-coupons">
            <h2 id="home-coupons">매장 쿠폰</h2>
            <p>고객이 보여 준 1+1 쿠폰을 사용 처리합니다.</p>
            <Link className={styles.action} to={href('staff-coupon-redeem')}>
              쿠폰 사용 처리
            </Link>
          </section>
        )}
        {nothing && <p>이 역할로 처리할 대기 업무가 없습니다. 왼쪽(휴대폰은 위쪽 ‘메뉴’) 메뉴에서 맡은 페이지를 여세요.</p>}
      </div>
    </StaffPage>
  );
}
