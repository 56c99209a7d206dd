import { Link } from 'react-router';
import styles from '#app/features/offline-store/components/Store.module.css';
import { loadStoreEntry } from '#app/features/offline-store/pages/store.server';
import { PLUS1_STORE_RULE } from '#app/features/offline-store/coupon-words';
import { formatDate } from '#app/lib/format';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.store';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadStoreEntry(args);

export default function StoreEntry({ loaderData }: Route.ComponentProps) {
  const { campaign, coupon } = loaderData;
  return (
    <RoutePage routeId="store">
      <div className={styles.intro}>
        <section className={styles.hero} aria-labelledby="offer-title">
          <h2 id="offer-title">가까운 매장에서 맞춤 사료 1+1</h2>
          <p>
            매장을 고르고 사료를 선택하면 1+1 쿠폰을 드려요. 매장 계산대에서 쿠폰을 보여 주시면 같은 사료 한 봉(강아지 사료 500g, 고양이 사료 400g)을 더
            드립니다.
          </p>
          {campaign && (
            <p>
              <strong>{campaign.title}</strong> · {formatDate(campaign.endsAt)}까지 · 쿠폰은 받은 날부터 {campaign.validDays}일 동안 쓸 수 있어요.
            </p>
          )}
        </section>
        <section aria-labelledby="how-title">
          <h2 id="how-title">이렇게 받아요</h2>
          <ol className={styles.steps}>
            <li>쿠폰을 쓸 매장을 골라요.</li>
            <li>1+1로 받고 싶은 사료를 골라요.</li>
            <li>쿠폰을 받아 매장에서 QR 코드나 PIN 번호를 보여 주세요.</li>
          </ol>
        </section>
        <section aria-labelledby="rules-title">
          <h2 id="rules-title">꼭 확인해 주세요</h2>
          <ul className={styles.steps}>
            <li>1+1 쿠폰은 캠페인 기간 동안 회원 한 분당 한 장만 받을 수 있어요.</li>
            <li>{PLUS1_STORE_RULE}</li>
            <li>매장 재고에 따라 고른 사료를 구매하지 못할 수 있어요. 방문 전에 매장에 전화로 확인해 주세요.</li>
          </ul>
        </section>
        {!campaign ? (
          <p className={formStyles.notice}>지금은 진행 중인 1+1 캠페인이 없어요. 다음 캠페인을 기다려 주세요.</p>
        ) : coupon ? (
          <p className={formStyles.notice}>
            이미 1+1 쿠폰을 받으셨어요 ({coupon.storeName} · {coupon.benefit} · {coupon.stateLabel}).{' '}
            <Link to={href('coupon', { id: coupon.id })}>쿠폰 보기</Link>
          </p>
        ) : (
          <p>
            <Link className="btn" to={href('store-step1')}>
              매장 고르러 가기
            </Link>
          </p>
        )}
      </div>
    </RoutePage>
  );
}
