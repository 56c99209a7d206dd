import { Link } from 'react-router';
import { Paginator } from '#app/ui/paginator/Paginator';
import { type Category, type Status, STATUS_WORDS } from '../../shared/health-types';
import { type BcsPoint, type StateColumn, StateGrid, WeightBcsChart } from './Charts';
import { TableScroll } from '../../shared/components/TableScroll';
import { productHref, StatusBadge } from '../../shared/components/Results';
import styles from '../../shared/components/Health.module.css';
import { href } from '#app/config/href';

const REPORT_LINKS = [
  { to: href('health-report-bcs'), label: 'BCS 체크 결과' },
  { to: href('health-report-sensitivity'), label: '민감도 체크 결과' },
  { to: href('health-report-cat-signal'), label: '캣츠 시그널 결과' },
];

function PrintButton() {
  return (
    <button type="button" className="btn btn--ghost" onClick={() => window.print()} aria-describedby="print-hint">
      리포트 인쇄하기
    </button>
  );
}

export function NoPets() {
  return (
    <div className={styles.flow}>
      <p className={styles.notice}>건강 리포트는 반려동물별로 만들어져요. 먼저 반려동물을 등록해 주세요.</p>
      <Link to={href('mypet-register')} className="btn">
        반려동물 등록하기
      </Link>
    </div>
  );
}

const BCS_COLUMNS = ['날짜', '체중', 'BCS', '상태', '적정 체중', '하루 급여량'] as const;

type Badge = { key: string; name: string; status: Status };

function Badges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.chips}>
      {badges.map((b) => (
        <li key={b.key}>
          {b.name} <StatusBadge status={b.status} />
        </li>
      ))}
    </ul>
  );
}

export function PetHealthReport({
  pets,
  pet,
  printedOn,
  bcs,
  categories,
  checks,
  timeline,
}: {
  pets: { id: string; name: string; count: number }[];
  pet: { id: string; name: string; species: 'dog' | 'cat'; speciesLabel: string; breed: string; sex: string; neutered: boolean; age: string; ageGroup: string; weightKg: number };
  printedOn: string;
  bcs: (BcsPoint & { id: string; stateLabel: string; idealWeightKg: number; dailyGrams: number })[];
  categories: { id: Category; name: string }[];
  checks: StateColumn[];
  timeline: { id: string; date: string; program: string; href: string; summary: string; badges: Badge[] }[];
}) {
  return (
    <div className={`${styles.flow} ${styles.wide}`}>
      <nav aria-label="반려동물 선택" className={styles.noPrint}>
        <ul className={styles.tabs}>
          {pets.map((p) => (
            <li key={p.id}>
              <Link to={href('health-report', { pet: p.id })} className={styles.tab} aria-current={p.id === pet.id ? 'page' : undefined}>
                {p.name} ({p.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.panel} aria-labelledby="report-pet">
        <h2 id="report-pet" className={styles.sectionTitle}>
          {pet.name}의 건강 리포트
        </h2>
        <p className={styles.muted}>
          {pet.speciesLabel} · {pet.breed} · {pet.sex}
          {pet.neutered ? '(중성화)' : ''} · {pet.age} ({pet.ageGroup}) · 등록 체중 {pet.weightKg}kg
        </p>
        <p className={`${styles.printOnly} ${styles.small}`}>출력일 {printedOn} · 보호자 관찰 기반 체크 결과입니다. 진단이 아닌 참고 자료로 봐 주세요.</p>
        <p id="print-hint" className={`${styles.small} ${styles.muted} ${styles.noPrint}`}>
          인쇄하면 메뉴와 버튼 없이 기록만 나와요. 동물병원 상담 때 보여 주세요.
        </p>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <PrintButton />
          <Link to={href('bcs-step1')} className={styles.linkButton}>
            새 체크 하기
          </Link>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="report-bcs">
        <h2 id="report-bcs" className={styles.sectionTitle}>
          체중과 BCS 변화
        </h2>
        {bcs.length === 0 ? (
          <p className={styles.muted}>
            아직 BCS 체크 기록이 없어요.{' '}
            <Link to={href('bcs-step2', { species: pet.species, pet: pet.id })} className={styles.textLink}>
              BCS 체크하기
            </Link>
          </p>
        ) : (
          <>
            <WeightBcsChart points={bcs} name={pet.name} />
            <TableScroll label="BCS 체크 기록 표">
              {/* On a phone each check is a block of labelled values (stackTable): every column shows, none is cut off. */}
              <table className={`${styles.table} ${styles.stackTable}`} role="table">
                <caption>BCS 체크 기록</caption>
                <thead role="rowgroup">
                  <tr role="row">
                    {BCS_COLUMNS.map((c) => (
                      <th key={c} scope="col" role="columnheader">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {[...bcs].reverse().map((b) => (
                    <tr key={b.id} role="row">
                      <th scope="row" role="rowheader" className={styles.date}>
                        {b.date}
                      </th>
                      {[`${b.weightKg}kg`, `${b.score}/9`, b.stateLabel, `${b.idealWeightKg}kg`, `${b.dailyGrams}g`].map((value, i) => (
                        <td key={BCS_COLUMNS[i + 1]} role="cell" data-label={BCS_COLUMNS[i + 1]}>
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="report-states">
        <h2 id="report-states" className={styles.sectionTitle}>
          건강 항목 상태 변화
        </h2>
        {checks.length === 0 ? (
          <p className={styles.muted}>
            아직 민감도 체크{pet.species === 'cat' ? '나 캣츠 시그널' : ''} 기록이 없어요.{' '}
            <Link to={href('sensitivity-step1')} className={styles.textLink}>
              민감도 체크하기
            </Link>
          </p>
        ) : (
          <>
            <TableScroll label="건강 항목 상태 변화 표">
              <StateGrid categories={categories} checks={checks} name={pet.name} />
            </TableScroll>
            <ul className={styles.legendRow}>
              <li>
                <span className={styles.swatch} style={{ background: '#ffc9cf' }} />
                주의
              </li>
              <li>
                <span className={styles.swatch} style={{ background: '#fde3a7' }} />
                {STATUS_WORDS.Caution}
              </li>
              <li>
                <span className={styles.swatch} style={{ background: '#cdebd6' }} />
                정상
              </li>
              <li>
                <span className={styles.swatch} style={{ background: '#f1f1f1' }} />– 체크하지 않음
              </li>
            </ul>
          </>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="report-timeline">
        <h2 id="report-timeline" className={styles.sectionTitle}>
          체크 기록
        </h2>
        {timeline.length === 0 ? (
          <p className={styles.muted}>아직 기록이 없어요. 건강 케어 프로그램으로 첫 체크를 해 보세요.</p>
        ) : (
          <ol className={styles.timeline}>
            {timeline.map((t) => (
              <li key={t.id}>
                <span className={styles.date}>{t.date}</span>
                <div>
                  <Link to={t.href} className={styles.textLink}>
                    {t.program}
                  </Link>
                  {t.summary && <p className={styles.small}>{t.summary}</p>}
                  <Badges badges={t.badges} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <nav aria-label="건강 리포트 목록" className={styles.noPrint}>
        <ul className={styles.tabs}>
          {REPORT_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={styles.tab}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function RecordList({
  basePath,
  pets,
  petId,
  page,
  total,
  items,
  emptyText,
  startHref,
  startLabel,
}: {
  basePath: string;
  pets: { id: string; name: string }[];
  petId: string | null;
  page: number;
  total: number;
  items: { id: string; date: string; petName: string; title: string; status: Status | null; detail: string; href: string; badges: Badge[] }[];
  emptyText: string;
  startHref: string;
  startLabel: string;
}) {
  const pageHref = (p: number, pet: string | null = petId) => {
    const q = new URLSearchParams();
    if (pet) q.set('pet', pet);
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  return (
    <div className={styles.flow}>
      <nav aria-label="반려동물별 보기">
        <ul className={styles.tabs}>
          <li>
            <Link to={pageHref(1, null)} className={styles.tab} aria-current={petId === null ? 'page' : undefined}>
              전체
            </Link>
          </li>
          {pets.map((p) => (
            <li key={p.id}>
              <Link to={pageHref(1, p.id)} className={styles.tab} aria-current={petId === p.id ? 'page' : undefined}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>총 {total}건</p>
      {items.length === 0 ? (
        <div className={styles.panelSoft}>
          <p className={styles.muted}>{emptyText}</p>
          <p>
            <Link to={startHref} className="btn">
              {startLabel}
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.summaryList}>
          {items.map((i) => (
            <li key={i.id} className={styles.summaryItem}>
              <div className={styles.summaryHead}>
                <span>
                  <span className={styles.date}>{i.date}</span> · {i.petName}
                </span>
                <Link to={i.href} className={styles.textLink} aria-label={`${i.date} ${i.petName} 결과 보기`}>
                  결과 보기
                </Link>
              </div>
              <strong>{i.title}</strong>
              {i.detail && <p className={`${styles.small} ${styles.muted}`}>{i.detail}</p>}
              <Badges badges={i.badges} />
            </li>
          ))}
        </ul>
      )}
      <Paginator totalEntries={total} perPage={10} page={page} hrefForPage={(p) => pageHref(p)} />
      <p>
        <Link to={href('health-report')} className={styles.textLink}>
          건강 리포트로 돌아가기
        </Link>
      </p>
    </div>
  );
}

export function FinderHistory({
  page,
  total,
  items,
}: {
  page: number;
  total: number;
  items: { id: string; date: string; source: string; who: string; answers: string[]; columnLabel: string; products: { id: string; name: string; grams: number | null; thumbnail: string }[]; rerunHref: string }[];
}) {
  return (
    <div className={styles.flow}>
      <p className={styles.muted}>총 {total}건</p>
      {items.length === 0 ? (
        <div className={styles.panelSoft}>
          <p className={styles.muted}>아직 사료 찾기 기록이 없어요. 몇 가지 질문에 답하면 맞는 사료와 하루 급여량을 알려 드려요.</p>
          <p>
            <Link to={href('dailyportiontool')} className="btn">
              맞춤 사료 찾기
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.summaryList}>
          {items.map((r) => (
            <li key={r.id} className={styles.summaryItem}>
              <div className={styles.summaryHead}>
                <span>
                  <span className={styles.date}>{r.date}</span> · {r.source} · {r.who}
                </span>
                <Link to={r.rerunHref} className={styles.textLink}>
                  다시 보기
                </Link>
              </div>
              <p className={`${styles.small} ${styles.muted}`}>{r.answers.join(' · ')}</p>
              <ul className={styles.small}>
                {r.products.map((p) => (
                  <li key={p.id}>
                    <Link to={productHref(p.id)}>{p.name}</Link>
                    {p.grams !== null ? ` — 하루 약 ${p.grams}g (${r.columnLabel})` : ' — 성장기 급여표 참고'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Paginator totalEntries={total} perPage={10} page={page} hrefForPage={(p) => (p > 1 ? href('productfinder-history', { page: p }) : href('productfinder-history'))} />
    </div>
  );
}
