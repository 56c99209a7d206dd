import { Link } from 'react-router';
import styles from './Health.module.css';

/** The closing line of a result that points to the health check to take next. */
export function OtherCheckLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className={styles.textLink}>
        {label}
      </Link>
    </p>
  );
}
