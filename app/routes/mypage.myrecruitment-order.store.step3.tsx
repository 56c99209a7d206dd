import { Form, Link, useNavigation } from 'react-router';
import styles from '#app/features/offline-store/components/Store.module.css';
import { issueStep3, loadStep3 } from '#app/features/offline-store/pages/step3.server';
import { STORE_STEPS } from '#app/features/offline-store/step2';
import { CouponTicket } from '#app/features/recruitment/components/CouponViews';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { StepIndicator } from '#app/ui/step-indicator/StepIndicator';
import type { Route } from './+types/mypage.myrecruitment-order.store.step3';
import { SiteImage } from '#app/ui/image/SiteImage';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadStep3(args);

export const action = (args: Route.ActionArgs) => issueStep3(args);

export default function StoreStep3({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const d = loaderData;
  return (
    <RoutePage routeId="store-step3">
      <StepIndicator steps={STORE_STEPS} current={3} />
      {d.view === 'coupon' && (
        <div className={styles.summary}>
          {d.issuedNow && (
            <p className={formStyles.success} role="status">
              1+1 쿠폰을 발급했어요. 매장 계산대에서 이 화면을 보여 주세요.
            </p>
          )}
          {'already' in d && d.already && <p className={formStyles.notice}>이번 캠페인의 1+1 쿠폰을 이미 받으셨어요. 쿠폰은 한 분당 한 장이에요.</p>}
          <CouponTicket coupon={d.coupon} qrSvg={d.qrSvg} />
          <p>
            <Link className="btn btn--ghost" to={href('coupon')}>
              쿠폰함으로 가기
            </Link>
          </p>
        </div>
      )}
      {d.view === 'confirm' && (
        <div className={styles.summary}>
          <h2 className={styles.storeName}>선택한 매장과 사료를 확인해 주세요</h2>
          <div className={styles.pick}>
            <div>
              <h3>{d.store.Name}</h3>
              <p>{d.store.Address__c}</p>
              <p>
                {d.store.Phone__c} · {d.store.BusinessHours__c}
              </p>
            </div>
          </div>
          <div className={styles.pick}>
            <SiteImage src={d.product.thumbnail} alt={d.product.name} width={88} height={88} priority="eager" />
            <div>
              <p className={styles.weight}>{d.product.weight}g(1+1)</p>
              <h3>{d.product.name}</h3>
            </div>
          </div>
          <ul className={styles.steps}>
            <li>쿠폰은 받은 날부터 {d.validDays}일 동안, {d.store.Name}에서 한 번만 쓸 수 있어요.</li>
            <li>1+1 쿠폰은 캠페인 기간 동안 한 분당 한 장이라, 받은 뒤에는 매장이나 사료를 바꿀 수 없어요.</li>
            <li>매장 재고에 따라 구매가 어려울 수 있으니 방문 전에 전화로 확인해 주세요.</li>
          </ul>
          {actionData && 'error' in actionData && (
            <p className={formStyles.error} role="alert">
              {actionData.error}
            </p>
          )}
          <Form method="post" className={styles.controls}>
            <input type="hidden" name="storeId" value={d.store.Id} />
            <input type="hidden" name="productId" value={d.product.id} />
            <Link className="btn btn--ghost" to={href('store-step2', { storeId: d.store.Id })}>
              이전
            </Link>
            <button type="submit" className="btn" disabled={busy}>
              {busy ? '발급하는 중…' : '1+1 쿠폰 받기'}
            </button>
          </Form>
        </div>
      )}
      {d.view === 'missing' && (
        <p className={formStyles.notice}>
          매장과 사료를 먼저 골라 주세요. <Link to={href('store-step1')}>매장 고르기</Link>
        </p>
      )}
      {d.view === 'closed' && <p className={formStyles.notice}>지금은 진행 중인 1+1 캠페인이 없어요.</p>}
    </RoutePage>
  );
}

