import { formatDate } from '#app/lib/format';
import styles from './Recruitment.module.css';

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
