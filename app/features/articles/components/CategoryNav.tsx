import { AppLink } from '#app/ui/link/AppLink';
import type { ArticleCategory } from '../article-types';
import styles from './Articles.module.css';
import { href } from '#app/config/href';

/** Top-category filter of the list page: 전체 + the 8 categories, the current one marked. */
export function CategoryTabs({ categories, current, total }: { categories: ArticleCategory[]; current: string | null; total: number }) {
  return (
    <nav aria-label="건강 정보 카테고리" className={styles.tabs}>
      <ul>
        <li>
          <AppLink href={href('health-article-list')} aria-current={current === null ? 'page' : undefined}>
            전체 <span className={styles.count}>{total}</span>
          </AppLink>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <AppLink href={href('health-article-list', { category: c.id })} aria-current={current === c.id ? 'page' : undefined}>
              {c.label} <span className={styles.count}>{c.articleCount}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Tags as chips, each linking to its tag page. */
export function TagLinks({ tags, label }: { tags: readonly { id: string; label: string }[]; label?: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((t) => (
        <li key={t.id}>
          <AppLink href={href('health-article-tag', { tag: t.id })} className={styles.tag}>
            #{t.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** SPEC 9.10: the whole tree, each top category with its lvl_2 tags. */
export function CategoryTree({ categories, headingLevel = 2 }: { categories: ArticleCategory[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.tree}>
      {categories.map((c) => (
        <li key={c.id} className={styles.treeItem}>
          <Heading className={styles.treeTitle}>
            <AppLink href={href('health-article-list', { category: c.id })}>{c.label}</AppLink>
            <span className={styles.count}>{c.articleCount}개</span>
          </Heading>
          <p className={styles.treeText}>{c.description}</p>
          <TagLinks tags={c.tags} label={`${c.label} 태그`} />
        </li>
      ))}
    </ul>
  );
}

/** All tags as chips, the current one marked (the tag page). */
export function TagCloud({ categories, current }: { categories: ArticleCategory[]; current: string | null }) {
  return (
    <nav aria-label="태그" className={styles.tagCloud}>
      {categories.map((c) => (
        <div key={c.id} className={styles.tagGroup}>
          <p className={styles.tagGroupTitle}>{c.label}</p>
          <ul className={styles.tags}>
            {c.tags.map((t) => (
              <li key={t.id}>
                <AppLink href={href('health-article-tag', { tag: t.id })} className={styles.tag} aria-current={current === t.id ? 'page' : undefined}>
                  #{t.label} <span className={styles.count}>{t.articleCount}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
