import { useId } from 'react';
import { hasVariants } from '#app/lib/responsive-image';
import { describedByOf, FieldNotes } from '#app/ui/form/Field';
import { SiteImage } from '#app/ui/image/SiteImage';
import styles from '../HomeEditor.module.css';
import type { MediaChoice } from './types';

/** A choice among the uploaded photos, with a thumbnail of the chosen one. */
export function MediaSelect({ label, value, onChange, media, error, allowNone = true }: { label: string; value: string; onChange: (m: MediaChoice | null) => void; media: MediaChoice[]; error?: string | undefined; allowNone?: boolean }) {
  const id = useId();
  const chosen = media.find((m) => m.src === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(media.find((m) => m.src === e.target.value) ?? null)} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, undefined, error)}>
        {allowNone && <option value="">(없음)</option>}
        {!chosen && value !== '' && <option value={value}>{value}</option>}
        {media.map((m) => (
          <option key={m.src} value={m.src}>
            {m.alt || m.src.split('/').pop()} ({m.width}×{m.height})
          </option>
        ))}
      </select>
      {chosen && (
        <span className={styles.thumb}>
          <SiteImage src={chosen.src} alt="" width={96} height={Math.max(1, Math.round((96 * chosen.height) / chosen.width))} sizes="96px" {...(hasVariants(chosen.src) && { variants: 'pipeline' as const })} />
        </span>
      )}
      <FieldNotes id={id} error={error} />
    </div>
  );
}
