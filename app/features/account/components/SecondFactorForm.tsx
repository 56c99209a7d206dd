import { Form, Link, useNavigation } from 'react-router';
import { Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import styles from './SecondFactor.module.css';

export interface Enrolment {
  qrDataUrl: string;
  secret: string;
}

/** The code form of the second step: enrolling (QR code and secret first) or verifying (code or a recovery code). */
export function SecondFactorForm({ purpose, enrolment, error }: { purpose: 'verify' | 'enrol'; enrolment: Enrolment | null; error: string | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={formStyles.form} noValidate>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {purpose === 'enrol' && enrolment && (
        <ol className={styles.steps}>
          <li>
            휴대폰의 인증 앱(Google Authenticator, Microsoft Authenticator 등)에서 아래 QR 코드를 찍어 주세요.
            <img className={styles.qr} src={enrolment.qrDataUrl} width={220} height={220} alt="인증 앱에 이 계정을 등록하는 QR 코드" />
            <p>
              QR 코드를 찍을 수 없으면 이 키를 직접 입력하세요: <code className={styles.secret}>{enrolment.secret}</code>
            </p>
          </li>
          <li>앱에 나온 6자리 코드를 입력해 주세요.</li>
        </ol>
      )}
      <Field
        label="인증 코드"
        name="code"
        required
        autoComplete="one-time-code"
        inputMode={purpose === 'enrol' ? 'numeric' : 'text'}
        maxLength={40}
        hint={purpose === 'enrol' ? '인증 앱의 6자리 숫자' : '인증 앱의 6자리 숫자, 또는 휴대폰을 잃어버렸다면 복구 코드'}
      />
      <button type="submit" className="btn" disabled={busy}>
        {purpose === 'enrol' ? '등록하고 로그인' : '확인'}
      </button>
    </Form>
  );
}

/** Shown once after enrolling: the recovery codes to keep somewhere safe. */
export function RecoveryCodes({ codes, next }: { codes: readonly string[]; next: string | null }) {
  return (
    <section aria-labelledby="recovery-title" className={styles.recovery}>
      <h2 id="recovery-title">복구 코드</h2>
      <p>휴대폰을 잃어버렸을 때 인증 코드 대신 한 번씩 쓸 수 있는 코드입니다. 이 화면을 벗어나면 다시 볼 수 없으니 안전한 곳에 적어 두세요.</p>
      <ul className={styles.codes}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      {next && (
        <Link className="btn" to={next}>
          적어 두었습니다. 계속하기
        </Link>
      )}
    </section>
  );
}
