import { Form, useNavigation } from 'react-router';
import { CheckboxField, ErrorSummary, Field } from '#app/ui/form/Field';
import styles from '#app/ui/form/Form.module.css';
import { WITHDRAWAL_REASONS } from '../withdrawal-reasons';
import pageStyles from './Account.module.css';

export function WithdrawalForm({ hasPassword, errors }: { hasPassword: boolean; errors?: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={pageStyles.narrow}>
      <div className={styles.notice}>
        <p>
          <strong>탈퇴하기 전에 꼭 확인해 주세요.</strong>
        </p>
        <ul>
          <li>이름, 이메일, 휴대폰 번호, 주소, 반려동물 정보와 건강 체크 기록은 바로 삭제되며 되돌릴 수 없습니다.</li>
          <li>사용하지 않은 쿠폰은 사라지고, 당첨 발표 전이거나 아직 보내지 않은 무료 체험 신청은 취소됩니다.</li>
          <li>받은 알림과 아직 보내지 않은 안내 메일도 모두 지워집니다.</li>
          <li>전자상거래법에 따라 무료 체험 주문·배송 기록은 개인을 알아볼 수 없는 형태로 5년간 보관합니다.</li>
          <li>같은 이메일로 다시 가입할 수 있습니다.</li>
        </ul>
      </div>
      <Form method="post" className={styles.form} noValidate>
        <ErrorSummary errors={errors} />
        <fieldset className={styles.fieldset} aria-describedby={errors?.reasons ? 'reasons-error' : undefined}>
          <legend>탈퇴 사유 (복수 선택)</legend>
          {WITHDRAWAL_REASONS.map((r) => (
            <CheckboxField key={r.code} name="reasons" value={r.code} label={r.label} />
          ))}
          {errors?.reasons && (
            <p id="reasons-error" className={styles.error}>
              {errors.reasons}
            </p>
          )}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="comment" className={styles.label}>
            남기실 말씀 (선택)
          </label>
          <textarea id="comment" name="comment" className={styles.textarea} maxLength={500} />
        </div>
        {hasPassword && <Field label="비밀번호 확인" name="password" type="password" autoComplete="current-password" required error={errors?.password} />}
        <CheckboxField name="confirm" required error={errors?.confirm} label="안내 사항을 모두 확인했으며 탈퇴에 동의합니다." />
        <button type="submit" className="btn" disabled={busy}>
          회원 탈퇴
        </button>
      </Form>
    </div>
  );
}
