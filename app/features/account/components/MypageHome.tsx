import { Link } from 'react-router';
import { formatDate } from '#app/lib/format';
import { MYPAGE_MENU } from '../mypage-menu';
import styles from './Account.module.css';
import { href } from '#app/config/href';

export interface MypageSummary {
  name: string;
  email: string;
  petCount: number;
  memberSince: string;
  marketing: boolean;
}

export function MypageHome({ summary, unreadNotices = 0 }: { summary: MypageSummary; unreadNotices?: number }) {
  return (
    <>
      {unreadNotices > 0 && (
        <p className={styles.answerNotice} role="status">
          <span>
            읽지 않은 알림이 <strong>{unreadNotices}건</strong> 있어요.
          </span>
          <Link to={href('notifications')}>알림 확인하기</Link>
        </p>
      )}
      <section className={styles.summary} aria-labelledby="member-summary">
        <h2 id="member-summary">{summary.name}님, 반가워요</h2>
        <dl>
          <div>
            <dt>반려동물</dt>
            <dd>{summary.petCount}마리</dd>
          </div>
          <div>
            <dt>가입일</dt>
            <dd>{formatDate(summary.memberSince)}</dd>
          </div>
          <div>
            <dt>혜택 알림</dt>
            <dd>{summary.marketing ? '받는 중' : '받지 않음'}</dd>
          </div>
        </dl>
        {summary.petCount === 0 && (
          <Link className="btn" to={href('mypet-register')}>
            반려동물 등록하기
          </Link>
        )}
      </section>
      {MYPAGE_MENU.map((group) => (
        <section key={group.group} aria-labelledby={`menu-${group.group}`}>
          <h2 id={`menu-${group.group}`} className={styles.sectionTitle}>
            {group.group}
          </h2>
          <ul className={styles.cards}>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.card}>
                  <span className={styles.cardTitle}>{item.label}</span>
                  <span className={styles.cardText}>{item.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
