import { withBrand } from '#app/config/site-routes';
import { StoredLink } from '#app/ui/link/StoredLink';
import type { BrandPage } from '../brand-types';
import styles from './Brand.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/** A brand page's picture, sections (text, lists, facts, history) and call to action. */
export function BrandContent({ page, brand }: { page: BrandPage; brand: string }) {
  const b = (text: string) => withBrand(text, brand);
  return (
    <div className={styles.page}>
      <figure className={styles.hero}>
        <SiteImage src={`/cms/delivery/media/${page.image.key}`} alt={page.image.alt} width={1200} height={675} priority="lcp" />
      </figure>
      <p className={styles.lead}>{b(page.lead)}</p>
      {page.sections.map((s) => (
        <section key={s.heading} className={styles.section} aria-labelledby={`brand-${slug(s.heading)}`}>
          <h2 id={`brand-${slug(s.heading)}`} className={styles.heading}>
            {b(s.heading)}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{b(p)}</p>
          ))}
          {s.list && (
            <ul className={styles.list}>
              {s.list.map((item) => (
                <li key={item}>{b(item)}</li>
              ))}
            </ul>
          )}
          {s.facts && (
            <dl className={styles.facts}>
              {s.facts.map((f) => (
                <div key={f.label} className={styles.fact}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {s.timeline && (
            <ol className={styles.timeline}>
              {s.timeline.map((t) => (
                <li key={t.year}>
                  <span className={styles.year}>{t.year}</span>
                  <span>{b(t.text)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {page.cta && (
        <p className={styles.cta}>
          <StoredLink href={page.cta.href} className="btn">
            {page.cta.label}
          </StoredLink>
        </p>
      )}
    </div>
  );
}

function slug(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h.toString(36);
}
