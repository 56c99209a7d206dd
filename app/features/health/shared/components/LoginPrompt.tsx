import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Health.module.css';

/** A line that opens on a 로그인 link and says what logging in gives: "로그인 하면 …". */
export function LoginPrompt({ loginHref, className, children }: { loginHref: string; className: string | undefined; children: ReactNode }) {
  return (
    <p className={className}>
      <Link to={loginHref} className={styles.textLink}>
        로그인
      </Link>
      {children}
    </p>
  );
}
