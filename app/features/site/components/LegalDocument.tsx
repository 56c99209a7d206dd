import { Link } from 'react-router';
import { formatSeoulDate } from '#app/lib/seoul-time';
import type { ServicePromises } from '#app/lib/service-promises';
import { fillLegal, LEGAL_LABEL, LEGAL_PATH, legalBlocks, type LegalDocumentView, type LegalKind, type LegalVersionSummary } from '../legal-types';
import styles from './Legal.module.css';

export interface LegalPageData {
  kind: LegalKind;
  shown: LegalDocumentView | null;
  currentNumber: number | null;
  versions: LegalVersionSummary[];
  upcoming: LegalVersionSummary | null;
  preview: boolean;
  now: string;
}

/** The text of a version: headings, paragraphs and lists from its plain text (never HTML). */
export function LegalBody({ body, brand, promises }: { body: string; brand: string; promises: ServicePromises | null }) {
  return (
    <div className={styles.body}>
      {legalBlocks(fillLegal(body, brand, promises)).map((block, i) =>
        block.type === 'heading' ? (
          <h2 key={i}>{block.text}</h2>
        ) : block.type === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}

/** /terms and /privacy: the version shown, when it takes effect, a coming version, and every published one. */
export function LegalDocument({ data, brand, promises }: { data: LegalPageData; brand: string; promises: ServicePromises | null }) {
  const { kind, shown, currentNumber, versions, upcoming, preview, now } = data;
  const path = LEGAL_PATH[kind];
  if (!shown) {
    return (
      <p className={styles.notice} role="status">
        아직 게시된 {LEGAL_LABEL[kind]}이 없습니다.
      </p>
    );
  }
  const isCurrent = shown.number === currentNumber && !preview;
  const coming = !preview && shown.effectiveAt > now;
  return (
    <div className={styles.page}>
      {preview && (
        <p className={styles.notice} role="status">
          게시 전 미리보기입니다. 방문자에게는 아직 보이지 않습니다.
        </p>
      )}
      {!preview && !isCurrent && (
        <p className={styles.notice} role="status">
          {coming ? `시행 예정인 버전입니다 (${formatSeoulDate(shown.effectiveAt)}부터).` : '지난 버전입니다.'} <Link to={path}>지금 시행 중인 {LEGAL_LABEL[kind]} 보기</Link>
        </p>
      )}
      {isCurrent && upcoming && (
        <p className={styles.notice} role="status">
          {LEGAL_LABEL[kind]}이 바뀝니다: 제{upcoming.number}판이 {formatSeoulDate(upcoming.effectiveAt)}부터 시행됩니다. <Link to={`${path}?version=${upcoming.number}`}>바뀌는 내용 보기</Link>
        </p>
      )}
      <div className={styles.meta}>
        <p className={styles.title}>{fillLegal(shown.title, brand, promises)}</p>
        <p>
          {preview ? '새 버전(게시 전)' : `제${shown.number}판`} · 시행일 <time dateTime={shown.effectiveAt}>{formatSeoulDate(shown.effectiveAt)}</time>
        </p>
      </div>
      <LegalBody body={shown.body} brand={brand} promises={promises} />
      {versions.length > 0 && (
        <section className={styles.versions} aria-labelledby="legal-versions">
          <h2 id="legal-versions">{LEGAL_LABEL[kind]} 버전 기록</h2>
          <ol>
            {versions.map((v) => (
              <li key={v.id}>
                {v.number === shown.number && !preview ? (
                  <strong aria-current="page">제{v.number}판</strong>
                ) : (
                  <Link to={v.number === currentNumber ? path : `${path}?version=${v.number}`}>제{v.number}판</Link>
                )}{' '}
                · {formatSeoulDate(v.effectiveAt)} 시행{v.number === currentNumber ? ' (현재)' : v.effectiveAt > now ? ' (시행 예정)' : ''}
                {v.changeNote && <span className={styles.note}> — {v.changeNote}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
