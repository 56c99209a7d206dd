import { useEffect } from 'react';
import type { Segment } from '#app/lib/korean-search';
import { Marked } from '#app/ui/marked/Marked';
import type { Faq } from '../cc-types';
import styles from './CustomerCenter.module.css';

/**
 * FAQ accordion: native <details>/<summary>, so it opens with mouse, touch, Enter and Space,
 * announces expanded/collapsed, works before the page's script has loaded, and find-in-page
 * reaches closed answers. An answer named in the URL fragment (#faq-…) opens by itself.
 */
export function FaqList({ faqs, marks }: { faqs: Faq[]; /** Highlighted questions (search), by FAQ id. */ marks?: Record<string, Segment[]> }) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith('faq-')) return;
    const el = document.getElementById(id);
    if (el instanceof HTMLDetailsElement) {
      el.open = true;
      el.querySelector('summary')?.focus();
    }
  }, []);
  return (
    <ul className={styles.faqs}>
      {faqs.map((f) => (
        <li key={f.Id}>
          <details id={`faq-${f.Id}`} className={styles.faq}>
            <summary className={styles.question}>
              <span className={styles.q} aria-hidden="true">
                Q
              </span>
              <span className={styles.faqCategory}>[{f.CategoryLabel}]</span> <span>{marks?.[f.Id] ? <Marked segments={marks[f.Id]!} /> : f.Question}</span>
            </summary>
            <div className={styles.answer}>
              <span className={styles.a} aria-hidden="true">
                A
              </span>
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: f.AnswerHtml }} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
