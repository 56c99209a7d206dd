import { formatDate } from '#app/lib/format';
import { AppLink } from '#app/ui/link/AppLink';
import { type NewsDetail, newsHref, type NewsSummary } from '../cc-types';
import { noticeMarks } from '../news-order';
import styles from './CustomerCenter.module.css';
import { NewsList } from './NewsList';
import { href } from '#app/config/href';

/** One notice: its category and date, the body, and links to the notices before and after it. */
export function NewsArticle({ item, previous, next }: { item: NewsDetail; previous: NewsSummary | null; next: NewsSummary | null }) {
  const marks = noticeMarks(item);
  return (
    <>
      <p className={styles.detailMeta}>
        {marks.pin && <span className={styles.pin}>{marks.pin}</span>}
        {marks.category && <span>{marks.category}</span>}
        <time dateTime={item.PublishDate__c}>{formatDate(item.PublishDate__c)}</time>
      </p>
      <div className={`${styles.detailBody} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: item.BodyHtml }} />
      <nav aria-label="이전 글, 다음 글">
        <ul className={styles.neighbours}>
          <li>
            <span>이전 글</span>
            {previous ? <AppLink href={newsHref(previous.Id)}>{previous.Title}</AppLink> : <span className={styles.count}>이전 글이 없습니다.</span>}
          </li>
          <li>
            <span>다음 글</span>
            {next ? <AppLink href={newsHref(next.Id)}>{next.Title}</AppLink> : <span className={styles.count}>다음 글이 없습니다.</span>}
          </li>
        </ul>
      </nav>
      <p className={styles.actions}>
        <AppLink href={href('news')} className="btn">
          목록
        </AppLink>
      </p>
    </>
  );
}

/** /customer-center/news/details without an id: the latest notices to choose from. */
export function NewsPicker({ items }: { items: NewsSummary[] }) {
  return (
    <>
      <NewsList items={items} />
      <p className={styles.actions}>
        <AppLink href={href('news')} className="btn">
          공지사항 목록
        </AppLink>
      </p>
    </>
  );
}
