import { Form, Link, useNavigation } from 'react-router';
import { formatDate } from '#app/lib/format';
import { CheckboxField } from '#app/ui/form/Field';
import styles from '#app/ui/form/Form.module.css';
import pageStyles from './Account.module.css';
import { href } from '#app/config/href';

export interface MarketingView {
  sms: boolean;
  email: boolean;
  kakao: boolean;
  updatedAt: string | null;
}

function MarketingIntro() {
  return (
    <div className={pageStyles.narrow}>
      <p>
        마케팅 정보 수신에 동의하시면 동의하신 방법(문자, 이메일, 카카오톡)으로 새 사료 무료 체험, 1+1 쿠폰, 반려동물 맞춤 건강 정보 같은 광고성 안내를
        보내 드릴 수 있어요. 동의하지 않은 방법으로는 광고를 보내지 않아요. 동의는 선택 사항이며 언제든 이 페이지에서 바꿀 수 있습니다. 체험 당첨·배송·문의
        답변 같은 서비스 알림은 이 동의와 따로, 마이페이지 &gt; 알림에서 받는 방법을 정해요.
      </p>
      <ul>
        <li>수집·이용 목적: 이벤트 및 혜택 안내, 맞춤 상품 추천</li>
        <li>수집 항목: 이름, 휴대폰 번호, 이메일</li>
        <li>보유 기간: 동의 철회 또는 회원 탈퇴 시까지</li>
      </ul>
    </div>
  );
}

export function MarketingForm({ consent, saved }: { consent: MarketingView; saved: boolean }) {
  const busy = useNavigation().state === 'submitting';
  const any = consent.sms || consent.email || consent.kakao;
  return (
    <div className={pageStyles.narrow}>
      <MarketingIntro />
      <Form method="post" className={styles.form}>
        {saved && (
          <p className={styles.success} role="status">
            수신 동의 설정을 저장했습니다.
          </p>
        )}
        <fieldset className={styles.fieldset}>
          <legend>수신 채널</legend>
          <CheckboxField name="sms" label="문자(SMS)" defaultChecked={consent.sms} />
          <CheckboxField name="email" label="이메일" defaultChecked={consent.email} />
          <CheckboxField name="kakao" label="카카오톡 알림" defaultChecked={consent.kakao} />
        </fieldset>
        <p className={styles.hint}>
          {consent.updatedAt
            ? `${formatDate(consent.updatedAt)}에 ${any ? '동의' : '변경'}하셨습니다.`
            : '아직 마케팅 정보 수신에 동의하지 않으셨습니다.'}
        </p>
        <button type="submit" className="btn" disabled={busy}>
          저장하기
        </button>
      </Form>
    </div>
  );
}

export function MarketingGuest() {
  return (
    <div className={pageStyles.narrow}>
      <MarketingIntro />
      <p>
        <Link className="btn" to={href('login', { startURL: href('marketing') })}>
          로그인하고 설정하기
        </Link>
      </p>
    </div>
  );
}
