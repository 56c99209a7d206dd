import { Form, useNavigation } from 'react-router';
import styles from '#app/ui/form/Form.module.css';
import { EMAIL_CHANGE_HOURS } from '../link-lifetimes';
import pageStyles from './Account.module.css';
import { LinkOutcome } from './LinkOutcome';
import { href } from '#app/config/href';
import { particle } from '#app/lib/korean-particles';

/** The page of the link sent to the new address: confirm, done, or why the link no longer works. */
export function EmailChangeConfirm({ valid, token, newEmail, changedTo, error }: { valid: boolean; token: string; newEmail: string; changedTo: string | null; error?: string | undefined }) {
  const busy = useNavigation().state === 'submitting';
  if (changedTo !== null) {
    return (
      <LinkOutcome failed={false} to={href('mypage')} label="마이페이지로">
        계정 이메일을 <strong>{changedTo}</strong>{particle(changedTo, '으로/로')} 바꿨어요. 다음 로그인부터 새 이메일을 입력해 주세요. 이전 이메일로도 바뀌었다는 안내를 보냈어요.
      </LinkOutcome>
    );
  }
  if (!valid || error) {
    return (
      <LinkOutcome failed to={href('member-edit')} label="회원정보 수정으로">
        {error ?? `이메일 변경 링크가 만료되었거나 이미 사용되었어요. 링크는 받은 뒤 ${EMAIL_CHANGE_HOURS}시간 동안 한 번만 쓸 수 있어요. 회원정보 수정에서 다시 요청해 주세요.`}
      </LinkOutcome>
    );
  }
  return (
    <div className={pageStyles.narrow}>
      <p>
        계정 이메일(아이디)을 <strong>{newEmail}</strong>{particle(newEmail, '으로/로')} 바꿀까요? 바꾸면 로그인과 안내 메일에 이 주소를 써요.
      </p>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '바꾸는 중…' : '이 이메일로 바꾸기'}
        </button>
      </Form>
    </div>
  );
}
