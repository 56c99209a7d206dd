import { Form } from 'react-router';
import { RecoveryCodes } from '#app/features/account/components/SecondFactorForm';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { loadStaffSecurity, staffSecurityAction } from '#app/features/staff/pages/staff.server';
import { Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.security';

export const meta: Route.MetaFunction = () => staffMeta('staff-security');

export const loader = (args: Route.LoaderArgs) => loadStaffSecurity(args);
export const action = (args: Route.ActionArgs) => staffSecurityAction(args);

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** One's own sign-in security: the second factor, new recovery codes, the session limits. */
export default function StaffSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { enrolled, required, sessionLimits } = loaderData;
  return (
    <StaffPage routeId="staff-security">
      <section aria-labelledby="sec-2fa">
        <h2 id="sec-2fa">2단계 인증</h2>
        {enrolled ? (
          <>
            <p>
              {enrolled.at}에 인증 앱을 등록했습니다. 남은 복구 코드: <strong>{enrolled.recoveryCodesLeft}개</strong>
            </p>
            {actionData?.error && (
              <p role="alert" className={formStyles.error}>
                {actionData.error}
              </p>
            )}
            {actionData?.codes ? (
              <RecoveryCodes codes={actionData.codes} next={null} />
            ) : (
              <Form method="post" className={formStyles.form}>
                <input type="hidden" name="intent" value="recovery" />
                <Field label="인증 코드" name="code" required autoComplete="one-time-code" inputMode="numeric" maxLength={6} hint="복구 코드를 새로 받으려면 인증 앱의 6자리 코드를 입력하세요. 예전 복구 코드는 더 쓸 수 없게 됩니다." />
                <button type="submit" className="btn">
                  복구 코드 새로 받기
                </button>
              </Form>
            )}
          </>
        ) : (
          <>
            <p>{required ? '이 역할은 2단계 인증이 필수입니다.' : '이 역할은 2단계 인증이 필수는 아니지만, 등록하면 비밀번호만으로는 로그인할 수 없게 됩니다.'}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="enrol" />
              <button type="submit" className="btn">
                2단계 인증 등록하기
              </button>
            </Form>
          </>
        )}
      </section>
      <section aria-labelledby="sec-session">
        <h2 id="sec-session">로그인 유지 시간</h2>
        <p>
          운영자 로그인은 {sessionLimits.idleMinutes}분 동안 사용하지 않거나, 로그인하고 {sessionLimits.absoluteHours}시간이 지나면 끝납니다.
        </p>
      </section>
    </StaffPage>
  );
}
