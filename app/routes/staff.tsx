import { Link } from 'react-router';
import { loadStaffHome } from '#app/features/staff/pages/staff.server';
import styles from '#app/features/staff/components/StaffHome.module.css';
import { HomeCard } from '#app/features/staff/components/HomeCard';
import { formatNumber } from '#app/lib/format';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff');

export const loader = (args: Route.LoaderArgs) => loadStaffHome(args);

/** The staff home: what waits for the signed-in role, each with the page to handle it. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { inquiries, trials, claims, campaigns, scheduled, coupons, shortcuts } = loaderData;
  const nothing = !inquiries && !trials && !claims && !campaigns && !scheduled && !coupons;
  return (
    <StaffPage routeId="staff" lead={`${loaderData.name}님, 처리를 기다리는 일입니다.`}>
      {shortcuts.length > 0 && (
        <nav aria-label="새로 만들기" className={styles.shortcuts}>
          {shortcuts.map((s) => (
            <Link key={s.to} to={s.to} className="btn">
              {s.label}
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.cards}>
        {inquiries && (
          <HomeCard
            id="inquiries"
            title="1:1 문의"
            counts={[{ label: '답변을 기다리는 문의', count: inquiries.waiting }]}
            actions={[{ to: staffHref('staff-inquiries', { status: 'waiting' }), label: '답변하러 가기' }]}
          >
            {inquiries.oldest.length > 0 && (
              <ul className={styles.list} aria-label="오래 기다린 문의">
                {inquiries.oldest.map((i) => (
                  <li key={i.id}>
                    <Link to={staffHref('staff-inquiry-detail', { id: i.id })}>{i.title}</Link> <span className={styles.age}>{i.waited} 대기</span>
                  </li>
                ))}
              </ul>
            )}
          </HomeCard>
        )}
        {trials && (
          <HomeCard
            id="trials"
            title="체험 신청"
            counts={[
              { label: '당첨자를 골라야 할 신청', count: trials.toDraw },
              { label: '발송을 기다리는 당첨·배송준비', count: trials.toShip },
            ]}
            actions={[
              { to: staffHref('staff-trials', { status: 'applied' }), label: '당첨자 고르러 가기' },
              { to: staffHref('staff-trials', { status: 'selected' }), label: '발송하러 가기' },
            ]}
          />
        )}
        {claims && <HomeCard id="claims" title="반품·환불" counts={[{ label: '접수·처리 중인 신청', count: claims.open }]} actions={[{ to: staffHref('staff-claims', { status: 'requested' }), label: '처리하러 가기' }]} />}
        {campaigns && (
          <HomeCard id="campaigns" title="곧 마감하는 체험 캠페인">
            {campaigns.closing.length === 0 ? (
              <p>{campaigns.days}일 안에 마감하는 캠페인이 없습니다.</p>
            ) : (
              <ul className={styles.list}>
                {campaigns.closing.map((c) => (
                  <li key={c.id}>
                    {c.title} <span className={styles.age}>{c.endsAt} 마감 · 신청 {formatNumber(c.applied)}/{formatNumber(c.capacity)}명</span>
                  </li>
                ))}
              </ul>
            )}
          </HomeCard>
        )}
        {scheduled && (
          <HomeCard id="scheduled" title="공개 예약된 콘텐츠">
            {scheduled.length === 0 ? (
              <p>공개를 기다리는 콘텐츠가 없습니다.</p>
            ) : (
              <ul className={styles.list}>
                {scheduled.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href}>
                      {s.label} {formatNumber(s.count)}건
                    </Link>{' '}
                    <span className={styles.age}>다음 공개 {s.next}</span>
                  </li>
                ))}
              </ul>
            )}
          </HomeCard>
        )}
        {coupons && (
          <HomeCard id="coupons" title="매장 쿠폰" actions={[{ to: staffHref('staff-coupon-redeem'), label: '쿠폰 사용 처리' }]}>
            <p>고객이 보여 준 1+1 쿠폰을 사용 처리합니다.</p>
          </HomeCard>
        )}
        {nothing && <p>이 역할로 처리할 대기 업무가 없습니다. 왼쪽(휴대폰은 위쪽 ‘메뉴’) 메뉴에서 맡은 페이지를 여세요.</p>}
      </div>
    </StaffPage>
  );
}
