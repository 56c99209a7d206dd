import { siteUrl } from '#app/lib/site-url';
import { href } from '#app/config/href';
import styles from './Recruitment.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

export function PhotoList({ ids, label }: { ids: string[]; label: string }) {
  if (ids.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {ids.map((id, i) => (
        <li key={id}>
          <a href={siteUrl(href('recruitment-photo', { id }))} target="_blank" rel="noopener">
            <SiteImage variants="pipeline" src={href('recruitment-photo', { id })} alt={`${label} ${i + 1}`} width={96} height={96} />
          </a>
        </li>
      ))}
    </ul>
  );
}
