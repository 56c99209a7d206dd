import { Link } from 'react-router';
import { href } from '#app/config/href';
import styles from './Account.module.css';

/** What a new member can do first: each a page of the site, in the order most people need them. */
const FIRST_STEPS = [
  { to: href('mypet-register'), title: '반려동물 등록하기', text: '아이를 등록하면 건강 체크 결과와 맞춤 사료 추천을 아이별로 저장해 드려요.' },
  { to: href('bcs'), title: '건강 체크 해 보기', text: 'BCS 체크로 체형을 살펴보고 하루 급여량을 알아봐요.' },
  { to: href('dailyportiontool'), title: '맞춤 사료 찾기', text: '나이와 체중, 고민에 맞는 사료와 급여량을 찾아 드려요.' },
  { to: href('recruitment'), title: '무료 체험 둘러보기', text: '진행 중인 사료 무료 체험에 신청해 보세요.' },
] as const;

/** The page after sign-up (issue 25, item 5): a welcome, where to continue, and what to do next. */
export function Welcome({ name, continueTo }: { name: string; continueTo: string | null }) {
  return (
    <div data-welcome="">
      <section className={styles.summary} aria-labelledby="welcome-title">
        <div>
          <h2 id="welcome-title">{name ? `${name}님, 가입을 환영해요!` : '가입을 환영해요!'}</h2>
          <p>회원가입이 끝났어요. 로그인된 상태로 바로 이용하실 수 있어요.</p>
        </div>
        {continueTo && (
          <Link className="btn" to={continueTo}>
            보던 화면으로 계속하기
          </Link>
        )}
      </section>
      <h2 className={styles.sectionTitle}>이렇게 시작해 보세요</h2>
      <ul className={styles.cards}>
        {FIRST_STEPS.map((step) => (
          <li key={step.to}>
            <Link className={styles.card} to={step.to}>
              <span className={styles.cardTitle}>{step.title}</span>
              <span className={styles.cardText}>{step.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.alt}>
        가입 정보와 알림 설정은 <Link to={href('mypage')}>마이페이지</Link>에서 언제든 바꿀 수 있어요.
      </p>
    </div>
  );
}
