import styles from './Recruitment.module.css';

/** A claim's or an order's status, with the tone its state calls for. */
export function StatusBadge({ label, tone = 'plain' }: { label: string; tone?: 'plain' | 'accent' | 'done' | 'warn' }) {
  const toneClass = tone === 'accent' ? styles.badgeAccent : tone === 'done' ? styles.badgeDone : tone === 'warn' ? styles.badgeWarn : '';
  return <span className={`${styles.badge} ${toneClass}`}>{label}</span>;
}

export function claimTone(status: string): 'plain' | 'accent' | 'done' | 'warn' {
  if (status === 'completed') return 'done';
  if (status === 'rejected' || status === 'cancelled') return 'warn';
  if (status === 'requested') return 'accent';
  return 'plain';
}

export function orderTone(status: string): 'plain' | 'accent' | 'done' | 'warn' {
  if (status === 'delivered') return 'done';
  if (status === 'not_selected' || status === 'cancelled') return 'warn';
  if (status === 'selected' || status === 'shipping') return 'accent';
  return 'plain';
}
