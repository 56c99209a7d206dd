import { Form, useNavigation } from 'react-router';
import { formatMobile } from '#app/lib/format';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import styles from '#app/ui/form/Form.module.css';
import { AddressFields, sentOrSaved } from '#app/ui/postcode/AddressFields';
import { EMAIL_CHANGE_HOURS } from '../link-lifetimes';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '../password-rule';
import type { ProfileView } from '../profile';
import pageStyles from './Account.module.css';
import { MobileField } from './MobileField';
import { particle } from '#app/lib/korean-particles';


export interface ProfileFormsProps {
  profile: ProfileView;
  postcodeScriptUrl: string;
  /** An address asked for and not yet confirmed from its mailbox. */
  pendingEmail?: string | null;
  result?: { intent: 'profile' | 'password' | 'email'; errors?: Record<string, string>; saved?: boolean; values?: Record<string, string>; sentTo?: string } | undefined;
}

export function ProfileForms({ profile, postcodeScriptUrl, pendingEmail = null, result }: ProfileFormsProps) {
  const busy = useNavigation().state === 'submitting';
  const profileErrors = result?.intent === 'profile' ? result.errors : undefined;
  const passwordErrors = result?.intent === 'password' ? result.errors : undefined;
  const emailErrors = result?.intent === 'email' ? result.errors : undefined;
  const sentTo = result?.intent === 'email' && result.saved ? (result.sentTo ?? null) : null;
  const waitingFor = sentTo ?? pendingEmail;
  const v = result?.intent === 'profile' ? (result.values ?? {}) : {};
  return (
    <div className={pageStyles.profileForms}>
      <section aria-labelledby="profile-title">
        <h2 id="profile-title" className={pageStyles.sectionTitle}>
          기본 정보
        </h2>
        <Form method="post" className={styles.form} noValidate>
          {result?.intent === 'profile' && result.saved && (
            <p className={styles.success} role="status">
              회원정보를 저장했습니다.
            </p>
          )}
          <ErrorSummary errors={profileErrors} />
          <input type="hidden" name="intent" value="profile" />
          <Field label="이메일 (아이디)" name="emailShown" value={profile.email} readOnly disabled hint="아래 ‘이메일 변경’에서 바꿀 수 있어요." />
          <Field label="이름" name="name" required autoComplete="name" defaultValue={v.name ?? profile.name} error={profileErrors?.name} />
          <MobileField defaultValue={v.mobile ?? formatMobile(profile.mobile)} error={profileErrors?.mobile} />
          <AddressFields
            scriptUrl={postcodeScriptUrl}
            error={profileErrors?.postcode ?? profileErrors?.addressDetail}
            value={sentOrSaved(v, profile)}
          />
          <button type="submit" className="btn" disabled={busy}>
            저장하기
          </button>
        </Form>
      </section>

      <section aria-labelledby="email-title">
        <h2 id="email-title" className={pageStyles.sectionTitle}>
          이메일 변경
        </h2>
        <Form method="post" className={styles.form} noValidate>
          {waitingFor !== null && (
            <p className={styles.success} role="status">
              <strong>{waitingFor}</strong>
              {`${particle(waitingFor, '으로/로')} 확인 메일을 보냈어요. ${EMAIL_CHANGE_HOURS}시간 안에 메일의 ‘이메일 변경 확인하기’를 누르면 바뀌고, 지금 이메일로도 알려 드려요. 그 전까지는 지금 이메일로 로그인해요.`}
            </p>
          )}
          <ErrorSummary errors={emailErrors} />
          <input type="hidden" name="intent" value="email" />
          <Field
            label="새 이메일"
            name="newEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            defaultValue={result?.intent === 'email' && !result.saved ? result.values?.newEmail : undefined}
            error={emailErrors?.newEmail}
            hint="새 주소로 보내는 확인 메일의 링크를 눌러야 바뀌어요."
          />
          {profile.hasPassword && <Field label="현재 비밀번호" name="password" type="password" autoComplete="current-password" required error={emailErrors?.password} />}
          <button type="submit" className="btn" disabled={busy}>
            확인 메일 보내기
          </button>
        </Form>
      </section>

      <section aria-labelledby="password-title">
        <h2 id="password-title" className={pageStyles.sectionTitle}>
          비밀번호 변경
        </h2>
        {profile.hasPassword ? (
          <Form method="post" className={styles.form} noValidate>
            {result?.intent === 'password' && result.saved && (
              <p className={styles.success} role="status">
                비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다.
              </p>
            )}
            <ErrorSummary errors={passwordErrors} />
            <input type="hidden" name="intent" value="password" />
            <Field label="현재 비밀번호" name="currentPassword" type="password" autoComplete="current-password" required error={passwordErrors?.currentPassword} />
            <Field label="새 비밀번호" name="newPassword" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} hint={PASSWORD_RULE} error={passwordErrors?.newPassword} />
            <Field label="새 비밀번호 확인" name="newPasswordConfirm" type="password" autoComplete="new-password" required error={passwordErrors?.newPasswordConfirm} />
            <button type="submit" className="btn" disabled={busy}>
              비밀번호 바꾸기
            </button>
          </Form>
        ) : (
          <p className={styles.notice}>카카오 계정으로 가입하셔서 비밀번호 없이 카카오 로그인으로 이용하고 계십니다.</p>
        )}
      </section>
    </div>
  );
}
