import { Form, useNavigation } from 'react-router';
import { loadRedeemPage, redeemAction } from '#app/features/offline-store/pages/redeem.server';
import { formatDate } from '#app/lib/format';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.coupons.redeem';

export const meta: Route.MetaFunction = () => staffMeta('staff-coupon-redeem');

export const loader = (args: Route.LoaderArgs) => loadRedeemPage(args);

export const action = (args: Route.ActionArgs) => redeemAction(args);

/** Passes Retry-After of a limited look-up on to the document response. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders;
}

export default function RedeemPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values ?? { code: loaderData.code, storeId: loaderData.storeId };
  const lookup = loaderData.lookup;
  return (
    <StaffPage routeId="staff-coupon-redeem" lead="고객의 QR 코드를 찍거나 쿠폰 번호·PIN을 입력한 뒤 사용 처리해 주세요. 쿠폰은 한 번만 쓸 수 있어요.">
      {actionData?.message && (
        <p className={actionData.ok ? formStyles.success : formStyles.error} role={actionData.ok ? 'status' : 'alert'} data-testid="redeem-result">
          {actionData.message}
        </p>
      )}
      {loaderData.limited && (
        <p className={formStyles.error} role="alert">
          {loaderData.limited}
        </p>
      )}
      {lookup === null && <p className={formStyles.error}>쿠폰을 찾을 수 없습니다. 번호를 다시 확인해 주세요.</p>}
      {lookup && (
        <section className={formStyles.notice} aria-label="쿠폰 정보">
          <p>
            <strong>{lookup.title}</strong> · {lookup.stateLabel}
          </p>
          <p>{lookup.benefit}</p>
          <p>
            사용 매장: {lookup.storeName} · 유효 기간 {formatDate(lookup.validUntil)}까지{lookup.usedAt ? ` · 사용일 ${formatDate(lookup.usedAt)}` : ''}
          </p>
        </section>
      )}
      <Form method="post" className={formStyles.form} noValidate>
        <ErrorSummary errors={actionData?.errors && Object.keys(actionData.errors).length > 0 ? actionData.errors : undefined} />
        <div className={formStyles.field}>
          <label htmlFor="storeId" className={formStyles.label}>
            근무 매장 <span className={formStyles.required}>(필수)</span>
          </label>
          <select id="storeId" name="storeId" className={formStyles.select} required defaultValue={values.storeId || lookup?.storeId || ''}>
            <option value="">선택</option>
            {loaderData.stores.map((s) => (
              <option key={s.id} value={s.id}>
                [{s.region}] {s.name}
              </option>
            ))}
          </select>
          {actionData?.errors.storeId && <p className={formStyles.error}>{actionData.errors.storeId}</p>}
        </div>
        <Field label="쿠폰 번호 또는 PIN" name="code" required autoComplete="off" defaultValue={values.code} error={actionData?.errors.code} hint="예: ABCD-EFGH-JKMN-PQRS 또는 1234 5678" />
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '처리하는 중…' : '사용 처리'}
          </button>
        </div>
      </Form>
    </StaffPage>
  );
}
