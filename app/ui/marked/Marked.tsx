import type { Segment } from '#app/lib/korean-search';
import styles from './Marked.module.css';

/** Text with the parts that matched a search in <mark> (segments are computed on the server). */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className={styles.mark}>
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}
