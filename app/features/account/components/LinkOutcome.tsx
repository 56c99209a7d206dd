import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '#app/ui/form/Form.module.css';
import pageStyles from './Account.module.css';

/** A mailed link's page once nothing is left to do on it: what happened, and the one way on. */
export function LinkOutcome({ failed, children, to, label }: { failed: boolean; children: ReactNode; to: string; label: string }) {
  return (
    <div className={pageStyles.narrow}>
      <p className={failed ? styles.error : styles.success} role={failed ? 'alert' : 'status'}>
        {children}
      </p>
      <p>
        <Link className="btn" to={to}>
          {label}
        </Link>
      </p>
    </div>
  );
}
