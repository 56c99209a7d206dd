import styles from './SessionTimeoutWarning.module.css';

/**
 * The session time-out warning's region while closed, exactly as SessionTimeoutWarning renders it
 * then (SPEC 2.7: every page carries it). Guests' pages, which never open it, render this and do
 * not load the dialog's code; a member's page shows it until the session manager's code has
 * arrived (issue 27: first-load JavaScript).
 */
export function ClosedSessionTimeoutRegion() {
  return <div className={styles.region} data-session-timeout-warning="" hidden />;
}
