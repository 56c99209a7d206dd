import { useSyncExternalStore } from 'react';
import { AppLink } from '../link/AppLink';
import {
  getServerToastSnapshot,
  getToastSnapshot,
  hideToast,
  subscribeToast,
  TOAST_Z_INDEX,
  type ToastItem,
} from './toast-store';
import styles from './Toast.module.css';

/** The toast visible now, or null. */
function useToast(): ToastItem | null {
  return useSyncExternalStore(subscribeToast, getToastSnapshot, getServerToastSnapshot);
}

function isUrgent(item: ToastItem): boolean {
  return item.variant === 'error' || item.variant === 'warning';
}

/**
 * The page's one toast region (SPEC 2.6); mount it once in the root layout.
 * Both live regions exist from the first render because screen readers announce changes
 * inside a live region more reliably than a live region that appears with its text.
 */
export function Toast() {
  const item = useToast();
  const urgent = item !== null && isUrgent(item);
  return (
    <div className={styles.region} style={{ zIndex: TOAST_Z_INDEX }}>
      <div role="status" aria-live="polite" className={styles.live}>
        {item && !urgent ? <ToastCard key={item.key} item={item} /> : null}
      </div>
      <div role="alert" aria-live="assertive" className={styles.live}>
        {item && urgent ? <ToastCard key={item.key} item={item} /> : null}
      </div>
    </div>
  );
}

const variantClass: Record<ToastItem['variant'], string | undefined> = {
  info: styles.info,
  success: styles.success,
  warning: styles.warning,
  error: styles.error,
};

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <div className={`${styles.toast} ${variantClass[item.variant] ?? ''}`} data-variant={item.variant}>
      <div className={styles.body}>
        {item.messages.map((line) => (
          <p key={line.id} className={styles.line}>
            {line.text}
          </p>
        ))}
        {item.links.length > 0 ? (
          <ul className={styles.links}>
            {item.links.map((link) => (
              <li key={link.id}>
                <AppLink href={link.url} className={styles.link}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className={styles.close} aria-label="닫기" onClick={() => hideToast(item.key)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
