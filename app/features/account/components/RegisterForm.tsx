import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { allAgreed, consentBoxes, isConsent } from '../consents';
import { CheckboxField, ErrorSummary, Field } from '#app/ui/form/Field';
import styles from '#app/ui/form/Form.module.css';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '../password-rule';
import pageStyles from './Account.module.css';
import { MobileField } from './MobileField';
import { safeReturnPath } from '#app/lib/return-path';
import { siteUrl } from '#app/lib/site-url';
import { formatSeoulDate } from '#app/lib/seoul-time';
import { LEGAL_LABEL, LEGAL_MISSING_MESSAGE, LEGAL_PATH, type LegalKind, type LegalVersionSummary } from '#app/features/site/legal-types';
import { href } from '#app/config/href';

export interface RegisterFormProps {
  startURL: string;
  kakaoEnabled: boolean;
  kakaoCancelled: boolean;
  /** The versions of the terms and the privacy policy in force (null: not published yet). */
  legal: Record<LegalKind, LegalVersionSummary | null>;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

/** A link to the version in force, opened beside the form (what was typed stays). */
function LegalLink({ kind, version }: { kind: LegalKind; version: LegalVersionSummary | null }) {
  return (
    <>
      <a href={siteUrl(LEGAL_PATH[kind])} target="_blank" rel="noopener">
        {LEGAL_LABEL[kind]}
        <span className="visually-hidden"> (새 창)</span>
      </a>
      {version && ` (제${version.number}판, ${formatSeoulDate(version.effectiveAt)} 시행)`}
    </>
  );
}

export function RegisterForm({ startURL: given, kakaoEnabled, kakaoCancelled, legal, errors, values }: RegisterFormProps) {
  const busy = useNavigation().state === 'submitting';
  // The same check as the server's, so the browser never carries an unsafe path onwards.
  const startURL = safeReturnPath(given);
  const v = values ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const allRef = useRef<HTMLInputElement>(null);
  const allId = useId();
  // "전체 동의" follows the boxes: ticked exactly when every consent is (also after a refused submit).
  const syncAll = () => {
    if (formRef.current && allRef.current) allRef.current.checked = allAgreed(consentBoxes(formRef.current));
  };
  useEffect(syncAll, [values]);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target === allRef.current && formRef.current) {
      for (const box of consentBoxes(formRef.current)) box.checked = target.checked;
    } else if (isConsent(target.name)) syncAll();
  };
  return (
    <div className={pageStyles.narrow}>
      {kakaoCancelled && (
        <p className={styles.notice} role="status">
          카카오 로그인이 취소되었습니다. 아래에서 이메일로 가입하실 수 있어요.
        </p>
      )}
      <Form method="post" className={styles.form} noValidate ref={formRef} onChange={onChange}>
        <ErrorSummary errors={errors} />
        <input type="hidden" name="startURL" value={startURL} />
        <Field label="이름" name="name" autoComplete="name" required defaultValue={v.name} error={errors?.name} />
        <Field
          label="이메일 (아이디)"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={v.email}
          error={errors?.email}
          hint="로그인할 때 아이디로 사용합니다."
        />
        <Field label="비밀번호" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} error={errors?.password} hint={PASSWORD_RULE} />
        <Field label="비밀번호 확인" name="passwordConfirm" type="password" autoComplete="new-password" required error={errors?.passwordConfirm} />
        <MobileField placeholder="010-1234-5678" defaultValue={v.mobile} error={errors?.mobile} />
        {/* No name: never sent. It needs the page's script, so without one only the boxes below show. */}
        <div className={`${styles.check} ${pageStyles.agreeAll}`} data-agree-all="">
          <input type="checkbox" id={allId} ref={allRef} aria-describedby={`${allId}-hint`} />
          <label htmlFor={allId}>전체 동의</label>
          <p id={`${allId}-hint`} className={styles.hint}>
            아래 필수 항목과 선택 항목(마케팅 정보 수신)에 모두 동의합니다. 선택 항목은 동의하지 않아도 가입할 수 있어요.
          </p>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>약관 동의 (필수)</legend>
          <input type="hidden" name="termsVersion" value={legal.terms?.number ?? 0} />
          <input type="hidden" name="privacyVersion" value={legal.privacy?.number ?? 0} />
          {(!legal.terms || !legal.privacy) && (
            <p className={styles.error} role="alert">
              {LEGAL_MISSING_MESSAGE}
            </p>
          )}
          <CheckboxField
            name="agreeTerms"
            required
            defaultChecked={v.agreeTerms === 'on'}
            error={errors?.agreeTerms}
            label={
              <>
                (필수) <LegalLink kind="terms" version={legal.terms} />에 동의합니다.
              </>
            }
          />
          <CheckboxField
            name="agreePrivacy"
            required
            defaultChecked={v.agreePrivacy === 'on'}
            error={errors?.agreePrivacy}
            label={
              <>
                (필수) 개인정보 수집·이용에 동의합니다. (수집 항목: 이름, 이메일, 휴대폰 번호 / 보유 기간: 회원 탈퇴 시까지, 자세한 내용은 <LegalLink kind="privacy" version={legal.privacy} />)
              </>
            }
          />
          <CheckboxField name="agreeAge" required defaultChecked={v.agreeAge === 'on'} error={errors?.agreeAge} label="(필수) 만 14세 이상입니다." />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>마케팅 정보 수신 동의 (선택)</legend>
          <p className={styles.hint}>이벤트, 무료 체험, 맞춤 건강 정보를 받아보실 수 있어요. 동의하지 않아도 가입할 수 있습니다.</p>
          <CheckboxField name="marketingSms" defaultChecked={v.marketingSms === 'on'} label="(선택) 문자(SMS)" />
          <CheckboxField name="marketingEmail" defaultChecked={v.marketingEmail === 'on'} label="(선택) 이메일" />
          <CheckboxField name="marketingKakao" defaultChecked={v.marketingKakao === 'on'} label="(선택) 카카오톡 알림" />
        </fieldset>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '가입 중…' : '가입하기'}
        </button>
      </Form>
      {kakaoEnabled && (
        <a className={pageStyles.kakao} href={siteUrl(href('kakao-start', { startURL }))}>
          카카오로 3초 만에 시작하기
        </a>
      )}
      <p className={pageStyles.alt}>
        이미 회원이신가요? <Link to={href('login', { startURL })}>로그인</Link>
      </p>
    </div>
  );
}
