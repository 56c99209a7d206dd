import { Form, Link, useNavigation } from 'react-router';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import styles from '#app/ui/form/Form.module.css';
import pageStyles from './Account.module.css';
import { safeReturnPath } from '#app/lib/return-path';
import { siteUrl } from '#app/lib/site-url';
import { href } from '#app/config/href';

export interface LoginFormProps {
  startURL: string;
  kakaoEnabled: boolean;
  errors?: Record<string, string> | undefined;
  email?: string | undefined;
  /** The password was just reset through a link. */
  resetDone?: boolean;
}

export function LoginForm({ startURL: given, kakaoEnabled, errors, email, resetDone = false }: LoginFormProps) {
  const busy = useNavigation().state === 'submitting';
  // The same check as the server's, so the browser never carries an unsafe path onwards.
  const startURL = safeReturnPath(given);
  return (
    <div className={pageStyles.narrow}>
      {resetDone && !errors && (
        <p className={styles.success} role="status">
          비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.
        </p>
      )}
      <Form method="post" className={styles.form} noValidate>
        <ErrorSummary errors={errors} title="로그인하지 못했습니다." />
        <input type="hidden" name="startURL" value={startURL} />
        <Field label="이메일" name="email" type="email" autoComplete="username" inputMode="email" defaultValue={email} required error={errors?.email} />
        <Field label="비밀번호" name="password" type="password" autoComplete="current-password" required error={errors?.password} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '로그인 중…' : '로그인'}
        </button>
      </Form>
      {kakaoEnabled && (
        <a className={pageStyles.kakao} href={siteUrl(href('kakao-start', { startURL }))}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.6c-.1.4.3.7.6.5l4.3-2.8c.5.1.9.1 1.4.1 5.5 0 10-3.6 10-8.1S17.5 3 12 3z" fill="currentColor" />
          </svg>
          카카오로 로그인
        </a>
      )}
      <p className={pageStyles.alt}>
        비밀번호를 잊으셨나요? <Link to={href('password-reset')}>비밀번호 찾기</Link>
      </p>
      <p className={pageStyles.alt}>
        아직 회원이 아니신가요? <Link to={href('register', { startURL })}>회원가입</Link>
      </p>
    </div>
  );
}
