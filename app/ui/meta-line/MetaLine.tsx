import styles from './MetaLine.module.css';

type Item = string | false | null | undefined;

/**
 * Short facts in one line, "강아지 · 어덜트 · 2kg": a separator only between the items that are
 * there, kept at the end of the item before it (which never breaks inside), so a line that
 * wraps starts with an item, never with "·".
 */
export function MetaLine({ items, className }: { items: readonly Item[]; className?: string | undefined }) {
  const shown = items.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  if (shown.length === 0) return null;
  const last = shown.length - 1;
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line} data-meta-line="">
      {shown.map((item, i) => (
        <span key={`${i}-${item}`}>
          <span className={styles.item}>{i < last ? `${item}\u00a0·` : item}</span>
          {i < last ? ' ' : ''}
        </span>
      ))}
    </p>
  );
}
