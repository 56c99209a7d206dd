import { Form, Link, useNavigation } from 'react-router';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import styles from '#app/ui/form/Form.module.css';
import pageStyles from './Account.module.css';
import { LinkOutcome } from './LinkOutcome';
import { RESET_LINK_MINUTES } from '../link-lifetimes';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '../password-rule';
import { href } from '#app/config/href';
import { particle } from '#app/lib/korean-particles';

/** 비밀번호 찾기: the e-mail form, then the same confirmation whatever the address. */
export function PasswordResetRequestForm({ sentTo, kakao = false, errors, values }: { sentTo: string | null; kakao?: boolean; errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={pageStyles.narrow}>
      {sentTo !== null ? (
        <div className={styles.success} role="status">
          <p>
            <strong>{sentTo}</strong>{particle(sentTo, '으로/로')} 가입된 계정이 있으면 비밀번호를 다시 정하는 링크를 보냈어요.
          </p>
          <p>{`링크는 ${RESET_LINK_MINUTES}분 동안 한 번만 쓸 수 있어요. 메일이 오지 않으면 스팸함을 확인하거나, 가입한 이메일이 맞는지 확인한 뒤 다시 요청해 주세요.`}</p>
          {kakao && <p>카카오 계정으로 가입하셨다면 같은 주소로 카카오 로그인 안내를 보내 드려요.</p>}
        </div>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          <ErrorSummary errors={errors} title="요청하지 못했습니다." />
          <Field label="가입한 이메일" name="email" type="email" autoComplete="email" inputMode="email" defaultValue={values?.email} required error={errors?.email} />
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '보내는 중…' : '재설정 링크 받기'}
          </button>
        </Form>
      )}
      <p className={pageStyles.alt}>
        비밀번호가 생각나셨나요? <Link to={href('login')}>로그인</Link>
      </p>
    </div>
  );
}

/** The new password through a reset link, or why the link no longer works. */
export function NewPasswordForm({ valid, token, email, errors }: { valid: boolean; token: string; email: string; errors?: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  if (!valid) {
    return (
      <LinkOutcome failed to={href('password-reset')} label="비밀번호 찾기 다시 요청하기">
        {`비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 링크는 받은 뒤 ${RESET_LINK_MINUTES}분 동안 한 번만 쓸 수 있고, 다시 요청하면 이전 링크는 쓸 수 없게 돼요.`}
      </LinkOutcome>
    );
  }
  return (
    <div className={pageStyles.narrow}>
      <p>
        <strong>{email}</strong> 계정의 새 비밀번호를 정해 주세요. 바꾸면 로그인되어 있던 모든 기기에서 로그아웃돼요.
      </p>
      <Form method="post" className={styles.form} noValidate>
        <ErrorSummary errors={errors} title="비밀번호를 바꾸지 못했습니다." />
        <input type="hidden" name="token" value={token} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="새 비밀번호" name="newPassword" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} hint={PASSWORD_RULE} error={errors?.newPassword} />
        <Field label="새 비밀번호 확인" name="newPasswordConfirm" type="password" autoComplete="new-password" required error={errors?.newPasswordConfirm} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '바꾸는 중…' : '비밀번호 바꾸기'}
        </button>
      </Form>
    </div>
  );
}
