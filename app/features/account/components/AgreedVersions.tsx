import { Link } from 'react-router';
import { LEGAL_LABEL, LEGAL_PATH, type LegalKind } from '#app/features/site/legal-types';
import { formatSeoulDate } from '#app/lib/seoul-time';
import styles from '#app/ui/form/Form.module.css';

export interface AgreedVersion {
  kind: LegalKind;
  number: number;
  agreedAt: string;
}

/** The versions of the terms and the privacy policy the member agreed to (recorded at sign-up), each a link to that version. */
export function AgreedVersions({ agreements }: { agreements: AgreedVersion[] }) {
  return (
    <section className={styles.fieldset} aria-labelledby="agreed-versions">
      <h2 id="agreed-versions">약관 동의 내역</h2>
      {agreements.length === 0 ? (
        <p className={styles.hint}>동의한 약관 버전 기록이 없습니다. 지금 시행 중인 <Link to={LEGAL_PATH.terms}>이용약관</Link>과 <Link to={LEGAL_PATH.privacy}>개인정보처리방침</Link>을 확인할 수 있어요.</p>
      ) : (
        <ul>
          {agreements.map((a) => (
            <li key={a.kind}>
              <Link to={`${LEGAL_PATH[a.kind]}?version=${a.number}`}>
                {LEGAL_LABEL[a.kind]} 제{a.number}판
              </Link>{' '}
              · {formatSeoulDate(a.agreedAt)} 동의
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
