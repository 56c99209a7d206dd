import { Link } from 'react-router';
import { formatDate } from '#app/lib/format';
import { Paginator } from '#app/ui/paginator/Paginator';
import { INQUIRIES_PER_PAGE } from '../categories';
import type { InquirySummary } from '../data/inquiries.server';
import styles from './Qna.module.css';
import { siteUrl } from '#app/lib/site-url';
import { useServicePromises } from '#app/ui/shell/use-brand';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

export function StatusBadge({ status, label }: { status: 'waiting' | 'answered'; label: string }) {
  return <span className={`${styles.status} ${status === 'answered' ? styles.answered : styles.waiting}`}>{label}</span>;
}

/** The member's inquiries, newest first, with their status (SPEC 2.1 /mypage/myqna). */
export function InquiryList({
  items,
  total,
  page,
  emptyImage,
  detailHref = (id) => href('myqna-detail', { id }),
  pageHref = (n) => href('myqna', { page: n }),
  writeLink = true,
  extraMeta,
}: {
  items: readonly (InquirySummary & { memberName?: string })[];
  total: number;
  page: number;
  emptyImage?: string | undefined;
  detailHref?: (id: string) => string;
  pageHref?: (page: number) => string;
  writeLink?: boolean;
  extraMeta?: (item: InquirySummary & { memberName?: string }) => string | undefined;
}) {
  const promises = useServicePromises();
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          총 <strong>{formatNumber(total)}</strong>건
        </p>
        {writeLink && (
          <Link className="btn" to={href('myqna-request')}>
            1:1 문의하기
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <div className={styles.empty}>
          {emptyImage && <img src={siteUrl(emptyImage)} alt="" width={120} height={120} />}
          <p>아직 남긴 문의가 없어요.</p>
          <p>사료 선택, 배송, 무료 체험 등 궁금한 점을 편하게 물어보세요.{promises ? ` ${promises.inquiryAnswerTime} 답변해 드려요.` : ''}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link to={detailHref(item.id)} className={styles.itemLink}>
                <StatusBadge status={item.status} label={item.statusLabel} />
                <span className={styles.itemTitle}>
                  [{item.categoryLabel}] {item.title}
                  {item.attachmentCount > 0 && <span className="visually-hidden">, 첨부파일 {item.attachmentCount}개</span>}
                </span>
                <span className={styles.meta}>
                  {item.isNewAnswer && <span className={styles.newAnswer}>새 답변</span>}
                  {extraMeta?.(item) && <span>{extraMeta(item)}</span>}
                  <span>
                    <span className="visually-hidden">작성일 </span>
                    {formatDate(item.createdAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > INQUIRIES_PER_PAGE && <Paginator totalEntries={total} perPage={INQUIRIES_PER_PAGE} page={page} hrefForPage={pageHref} label="문의 목록 페이지" />}
    </>
  );
}
