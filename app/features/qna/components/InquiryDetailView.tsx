import type { ReactNode } from 'react';
import { formatDate } from '#app/lib/format';
import type { InquiryDetail } from '../data/inquiries.server';
import { StatusBadge } from './InquiryList';
import styles from './Qna.module.css';
import { siteUrl } from '#app/lib/site-url';
import { useServicePromises } from '#app/ui/shell/use-brand';
import { SiteImage } from '#app/ui/image/SiteImage';
import { href } from '#app/config/href';

const attachmentHref = (id: string) => href('myqna-attachment', { id });

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/** One inquiry: what the member asked, the files, and the staff answer when there is one. */
export function InquiryDetailView({ inquiry, actions, who }: { inquiry: InquiryDetail; actions?: ReactNode; who?: ReactNode }) {
  const promises = useServicePromises();
  return (
    <article className={styles.article} aria-labelledby="inquiry-title">
      <header className={styles.head}>
        <StatusBadge status={inquiry.status} label={inquiry.statusLabel} />
        <h2 id="inquiry-title">{inquiry.title}</h2>
        <dl className={styles.facts}>
          <dt>문의 유형</dt>
          <dd>{inquiry.categoryLabel}</dd>
          <dt>작성일</dt>
          <dd>{formatDate(inquiry.createdAt)}</dd>
          {who}
          {inquiry.product && (
            <>
              <dt>관련 상품</dt>
              <dd>
                <a href={siteUrl(href('product-detail', { id: inquiry.product.id }))}>{inquiry.product.name}</a>
              </dd>
            </>
          )}
          {inquiry.orderNo && (
            <>
              <dt>관련 주문</dt>
              <dd>{inquiry.orderNo}</dd>
            </>
          )}
        </dl>
      </header>

      <p className={styles.body}>{inquiry.body}</p>

      {inquiry.attachments.length > 0 && (
        <section aria-labelledby="attachments-title">
          <h3 id="attachments-title">첨부파일 {inquiry.attachments.length}개</h3>
          <ul className={styles.attachments}>
            {inquiry.attachments.map((a) => (
              <li key={a.id} className={styles.attachment}>
                <a href={siteUrl(attachmentHref(a.id))} target="_blank" rel="noopener">
                  {a.isImage ? (
                    <SiteImage variants="pipeline" src={attachmentHref(a.id)} alt={a.label} width={140} height={140} sizes="200px" />
                  ) : (
                    <span className={styles.pdfIcon} aria-hidden="true">
                      PDF
                    </span>
                  )}
                  <span>
                    {a.label} · {sizeLabel(a.sizeBytes)}
                    <span className="visually-hidden"> (새 창)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.answer} aria-labelledby="answer-title">
        <h3 id="answer-title">답변</h3>
        {inquiry.answer ? (
          <>
            <p className={styles.answerBody}>{inquiry.answer}</p>
            {inquiry.answeredAt && <p className={styles.answerDate}>답변일 {formatDate(inquiry.answeredAt)}</p>}
          </>
        ) : (
          <p className={styles.answerBody}>
            문의를 확인하고 있어요.{promises ? ` ${promises.inquiryAnswerTime} 답변해 드릴게요.` : ''} 답변이 등록되면 화면 위 종 모양 알림과 마이페이지 &gt; 알림으로 알려 드려요.
          </p>
        )}
      </section>

      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
