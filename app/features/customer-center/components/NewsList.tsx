import { formatDate } from "#app/lib/format";
import { AppLink } from "#app/ui/link/AppLink";
import { newsHref, type NewsSummary } from "../cc-types";
import { noticeMarks } from "../news-order";
import styles from "./CustomerCenter.module.css";

/** Notices in the SPEC 9.4 order (the server sorts); pinned ones carry a "공지" mark. Dates YYYY.MM.DD. */
export function NewsList({
  items,
  headingLevel = 2,
}: {
  items: NewsSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.news}>
      {items.map((n) => {
        const marks = noticeMarks(n);
        return (
          <li
            key={n.Id}
            className={
              marks.pin
                ? `${styles.newsItem} ${styles.pinned}`
                : styles.newsItem
            }
          >
            <p className={styles.newsMeta}>
              {marks.pin && <span className={styles.pin}>{marks.pin}</span>}
              {marks.category && (
                <span className={styles.newsCategory}>{marks.category}</span>
              )}
            </p>
            <Heading className={styles.newsTitle}>
              <AppLink href={newsHref(n.Id)}>{n.Title}</AppLink>
            </Heading>
            <time className={styles.newsDate} dateTime={n.PublishDate__c}>
              {formatDate(n.PublishDate__c)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
