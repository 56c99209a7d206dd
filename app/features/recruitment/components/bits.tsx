import { formatDate } from '#app/lib/format';
import styles from './Recruitment.module.css';
import { siteUrl } from '#app/lib/site-url';
import { ResponsivePhoto } from '#app/ui/image/ResponsivePhoto';

/** Small pieces the trial pages share. */

export function StatusBadge({ label, tone = 'plain' }: { label: string; tone?: 'plain' | 'accent' | 'done' | 'warn' }) {
  const toneClass = tone === 'accent' ? styles.badgeAccent : tone === 'done' ? styles.badgeDone : tone === 'warn' ? styles.badgeWarn : '';
  return <span className={`${styles.badge} ${toneClass}`}>{label}</span>;
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`별점 5점 만점에 ${rating}점`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

export function Timeline({ events, label = '진행 기록' }: { events: { label: string; note: string; at: string; by?: string | undefined }[]; label?: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <span className={styles.timelineLabel}>{e.label}</span> <time dateTime={e.at}>{formatDate(e.at)}</time>
          {e.by && <span className={styles.muted}> · 처리: {e.by}</span>}
          {e.note && <p className={styles.muted}>{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}

export function PhotoList({ ids, label }: { ids: string[]; label: string }) {
  if (ids.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {ids.map((id, i) => (
        <li key={id}>
          <a href={siteUrl(`/recruitment/photo?id=${encodeURIComponent(id)}`)} target="_blank" rel="noopener">
            <ResponsivePhoto href={`/recruitment/photo?id=${encodeURIComponent(id)}`} alt={`${label} ${i + 1}`} width={96} height={96} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
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
