import { Form, Link, useNavigation } from 'react-router';
import { loadRedeemPage, redeemAction } from '#app/features/offline-store/pages/redeem.server';
import styles from '#app/features/offline-store/components/Redeem.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { staffHref } from '#app/config/staff-href';
import type { Route } from './+types/staff.coupons.redeem';

export const meta: Route.MetaFunction = () => staffMeta('staff-coupon-redeem');

export const loader = (args: Route.LoaderArgs) => loadRedeemPage(args);

export const action = (args: Route.ActionArgs) => redeemAction(args);

/** Passes Retry-After of a limited look-up on to the document response. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders;
}

/**
 * Redeeming a store coupon at the counter, phone first: the number (typed, or the QR code's
 * address) → the coupon as it is (product, holder, expiry, state) → 사용 처리.
 */
export default function RedeemPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { mode, stores, workStore, picking, lookup } = loaderData;
  const errors = actionData?.errors && Object.keys(actionData.errors).length > 0 ? actionData.errors : undefined;
  const storeDefault = actionData?.values?.storeId || loaderData.storeId || lookup?.storeId || '';
  return (
    <StaffPage routeId="staff-coupon-redeem" lead="고객의 QR 코드를 찍거나 쿠폰 번호·PIN을 입력해 쿠폰을 확인한 뒤 사용 처리해 주세요. 쿠폰은 한 번만 쓸 수 있어요.">
      <div className={styles.redeem}>
        {actionData?.message && (
          <p className={actionData.ok ? formStyles.success : formStyles.error} role={actionData.ok ? 'status' : 'alert'} data-testid="redeem-result">
            {actionData.message}
          </p>
        )}
        <ErrorSummary errors={errors} />
        {loaderData.limited && (
          <p className={formStyles.error} role="alert">
            {loaderData.limited}
          </p>
        )}

        {mode === 'clerk' && stores.length === 0 && (
          <p className={formStyles.error} role="alert">
            배정된 매장이 없습니다. 관리자에게 근무 매장 배정을 요청해 주세요.
          </p>
        )}

        {picking ? (
          <Form method="post">
            <input type="hidden" name="intent" value="store" />
            <input type="hidden" name="code" value={loaderData.code} />
            <fieldset className={styles.storeChoices}>
              <legend className={formStyles.label}>근무 매장을 골라 주세요. 이 기기에서 기억합니다.</legend>
              {stores.map((s) => (
                <button key={s.id} type="submit" name="storeId" value={s.id} className="btn btn--ghost">
                  [{s.region}] {s.name}
                </button>
              ))}
            </fieldset>
          </Form>
        ) : (
          (mode === 'any' || workStore) && (
            <>
              {workStore && (
                <p className={styles.workStore} data-testid="work-store">
                  근무 매장: {workStore.name}
                  {stores.length > 1 && <Link to={staffHref('staff-coupon-redeem', { pick: '1' })}>매장 바꾸기</Link>}
                </p>
              )}
              <Form method="get" className={styles.redeem} role="search" aria-label="쿠폰 조회">
                <div className={formStyles.field}>
                  <label htmlFor="code" className={formStyles.label}>
                    쿠폰 번호 또는 PIN
                  </label>
                  <input
                    id="code"
                    name="code"
                    className={styles.codeInput}
                    defaultValue={loaderData.code}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    enterKeyHint="search"
                    aria-describedby="code-hint"
                    required
                  />
                  <p id="code-hint" className={formStyles.hint}>
                    회원의 쿠폰 화면에 있는 쿠폰 번호 16자리 또는 PIN 8자리(숫자)
                  </p>
                </div>
                <button type="submit" className={`btn btn--ghost ${styles.bigButton}`}>
                  쿠폰 확인
                </button>
              </Form>

              {loaderData.refusal && (
                <p className={formStyles.error} role="alert" data-testid="lookup-refusal">
                  {loaderData.refusal}
                </p>
              )}
              {lookup && (
                <section className={styles.card} aria-label="쿠폰 정보" data-testid="coupon-card">
                  <h2>{lookup.productName ?? lookup.title}</h2>
                  <dl>
                    <dt>혜택</dt>
                    <dd>{lookup.benefit}</dd>
                    <dt>회원</dt>
                    <dd>{lookup.holder}</dd>
                    <dt>사용 매장</dt>
                    <dd>{lookup.storeName}</dd>
                    <dt>유효 기간</dt>
                    <dd>{lookup.validUntil}까지</dd>
                    <dt>상태</dt>
                    <dd>{lookup.stateLabel}</dd>
                  </dl>
                  {lookup.used && (
                    <p className={formStyles.error} role="status">
                      {lookup.used}
                    </p>
                  )}
                  {lookup.state === 'usable' && (
                    <Form method="post" className={styles.redeem}>
                      <input type="hidden" name="code" value={loaderData.code} />
                      {mode === 'any' && (
                        <div className={formStyles.field}>
                          <label htmlFor="storeId" className={formStyles.label}>
                            근무 매장 <span className={formStyles.required}>(필수)</span>
                          </label>
                          <select id="storeId" name="storeId" className={formStyles.select} required defaultValue={storeDefault}>
                            <option value="">선택</option>
                            {stores.map((s) => (
                              <option key={s.id} value={s.id}>
                                [{s.region}] {s.name}
                              </option>
                            ))}
                          </select>
                        </div>
                      )}
                      <button type="submit" className={`btn ${styles.bigButton}`} disabled={busy}>
                        {busy ? '처리하는 중…' : '사용 처리'}
                      </button>
                    </Form>
                  )}
                </section>
              )}
            </>
          )
        )}
      </div>
    </StaffPage>
  );
}
