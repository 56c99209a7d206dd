import { Link } from 'react-router';
import type { ProductSummary } from '#app/features/catalogue/product-types';
import { ProgramIcon, ProgramScene } from '../../shared/components/ProgramArt';
import { codeListHref } from '../../shared/pet-fit';
import { ProductGrid } from '../../shared/components/Results';
import styles from '../../shared/components/Health.module.css';
import { href } from '#app/config/href';

const PROGRAMS = [
  { to: href('bcs'), icon: 'bcs', title: 'BCS 체크', text: '갈비뼈·허리·배 모양으로 보는 비만도와 하루 급여량' },
  { to: href('sensitivity'), icon: 'sensitivity', title: '민감도 체크', text: '피부, 소화, 체중 등 항목별 주의 · 관리필요 · 정상' },
  { to: href('breed'), icon: 'breed', title: '품종별 민감도', text: '품종이 타고나는 체질과 미리 챙길 건강 포인트' },
  { to: href('cats-signal'), icon: 'cats-signal', title: '캣츠 시그널', text: '행동, 화장실, 털, 식욕, 입으로 보는 고양이 신호' },
  { to: href('dailyportiontool'), icon: 'finder', title: '맞춤 사료 찾기', text: '체중과 체형에 맞는 사료와 하루 급여량(g)' },
  { to: href('pet-food-finder'), icon: 'finder', title: '펫푸드 파인더', text: '나이, 체구, 건강 고민으로 찾는 사료' },
  { to: href('health-service-stool'), icon: 'vet', title: '수의사 전용 제품', text: '변 상태 체크와 동물병원 처방식 안내' },
] as const;

export function HealthService({ isGuest, lines }: { isGuest: boolean; lines: { species: 'dog' | 'cat'; title: string; items: { code: number; title: string; color: string }[] }[] }) {
  return (
    <div className={`${styles.flow} ${styles.wide}`}>
      <section className={styles.intro} aria-labelledby="service-intro">
        <div>
          <h2 id="service-intro" className={styles.sectionTitle}>
            병원 가기 전, 집에서 먼저 살펴보세요
          </h2>
          <p className={styles.muted}>
            몇 분이면 끝나는 체크로 우리 아이의 체형과 민감한 부분을 알아보고, 필요한 케어와 맞춤 사료를 추천받으세요. 결과는 건강 리포트에 모아 두었다가 동물병원 상담 때 보여 줄 수 있어요.
          </p>
        </div>
        <ProgramScene program="sensitivity" className={styles.introArt} />
      </section>
      <section aria-labelledby="service-programs">
        <h2 id="service-programs" className={styles.sectionTitle}>
          건강 케어 프로그램
        </h2>
        <ul className={styles.programGrid}>
          {PROGRAMS.map((p) => (
            <li key={p.to}>
              <Link to={p.to} className={styles.programCard}>
                <ProgramIcon program={p.icon} />
                <div>
                  <h3>{p.title}</h3>
                  <p>{p.text}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panelSoft} aria-labelledby="service-how">
        <h2 id="service-how" className={styles.sectionTitle}>
          이렇게 활용하세요
        </h2>
        <ol className={styles.introList}>
          <li>한 달에 한 번, 같은 날에 BCS 체크를 해 체중 변화를 기록해요.</li>
          <li>털갈이, 사료 변경, 이사처럼 변화가 있을 때 민감도 체크나 캣츠 시그널을 해 봐요.</li>
          <li>‘주의’가 나온 항목은 건강 리포트를 인쇄해 동물병원 상담 때 보여 주세요.</li>
        </ol>
        <p>
          {isGuest ? (
            <Link to={href('login', { startURL: href('health-report') })} className={styles.textLink}>
              로그인하고 건강 리포트 모아 보기
            </Link>
          ) : (
            <Link to={href('health-report')} className={styles.textLink}>
              내 반려동물 건강 리포트 보기
            </Link>
          )}
        </p>
      </section>
      {lines.map((line) => (
        <section key={line.species} aria-labelledby={`service-lines-${line.species}`}>
          <h2 id={`service-lines-${line.species}`} className={styles.sectionTitle}>
            {line.title}
          </h2>
          <ul className={styles.chips}>
            {line.items.map((i) => (
              <li key={i.code}>
                <Link to={codeListHref(i.code)} className={styles.tab} style={{ background: `${i.color}66` }}>
                  {i.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const STOOL = [
  { score: 1, title: '딱딱한 알갱이', text: '작고 딱딱하게 뭉친 알갱이예요. 수분이 부족하거나 변비일 수 있어요. 물 마시는 양을 늘려 주세요.', tone: 'Caution' },
  { score: 2, title: '단단하고 매끈해요', text: '모양이 잘 잡혀 있고 집어도 바닥에 거의 남지 않아요. 가장 이상적인 변이에요.', tone: 'Normal' },
  { score: 3, title: '촉촉하고 모양이 있어요', text: '표면이 촉촉하고 바닥에 흔적이 조금 남아요. 괜찮은 상태예요.', tone: 'Normal' },
  { score: 4, title: '무르고 모양이 무너져요', text: '집으면 모양이 흐트러지고 자국이 남아요. 간식과 사료 변화를 점검해 보세요.', tone: 'Caution' },
  { score: 5, title: '덩어리로 퍼져요', text: '형태가 거의 없이 무더기로 퍼져요. 소화 케어 식단을 고려하고 2~3일 지켜봐 주세요.', tone: 'Caution' },
  { score: 6, title: '형태 없는 무른 변', text: '질감은 있지만 모양이 없어요. 하루 넘게 이어지면 동물병원에 문의해 주세요.', tone: 'Action Required' },
  { score: 7, title: '물 같은 설사', text: '물처럼 흐르는 변이에요. 탈수 위험이 있으니 바로 동물병원에 가 주세요.', tone: 'Action Required' },
] as const;

function StoolIcon({ score }: { score: number }) {
  const brown = '#7a4e2d';
  const light = '#a8754b';
  return (
    <svg viewBox="0 0 80 48" width="80" height="48" aria-hidden="true" focusable="false">
      <rect width="80" height="48" rx="8" fill="#f4efe9" />
      {score === 1 && [14, 28, 42, 56, 66].map((x, i) => <circle key={x} cx={x} cy={i % 2 ? 30 : 26} r="6" fill={brown} />)}
      {score === 2 && (
        <g fill={brown}>
          <rect x="10" y="20" width="60" height="14" rx="7" />
          <path d="M28 20v14M46 20v14" stroke="#5a3820" strokeWidth="2" />
        </g>
      )}
      {score === 3 && <rect x="10" y="20" width="60" height="14" rx="7" fill={light} />}
      {score === 4 && (
        <g>
          <ellipse cx="40" cy="34" rx="32" ry="6" fill="#d8c2ab" />
          <path d="M12 32c4-12 52-12 56 0z" fill={light} />
        </g>
      )}
      {score === 5 && (
        <g fill={light}>
          <ellipse cx="40" cy="34" rx="30" ry="8" fill="#d8c2ab" />
          <circle cx="28" cy="30" r="8" />
          <circle cx="42" cy="28" r="9" />
          <circle cx="54" cy="31" r="7" />
        </g>
      )}
      {score === 6 && <path d="M8 32c6-8 20-6 30-8s26-2 34 8c-4 6-60 6-64 0z" fill={light} />}
      {score === 7 && <path d="M6 34c10-4 24-2 34-3s26-2 34 3c-8 4-60 4-68 0z" fill="#c69a6e" />}
    </svg>
  );
}

export function VetProducts({ dog, cat }: { dog: ProductSummary[]; cat: ProductSummary[] }) {
  return (
    <div className={`${styles.flow} ${styles.wide}`}>
      <p className={styles.warning}>
        수의사 전용 제품은 질환 관리를 위한 처방식이에요. 반드시 동물병원에서 진료와 상담을 받은 뒤 수의사의 안내에 따라 급여해 주세요.
      </p>
      <section className={styles.panel} aria-labelledby="stool-title">
        <h2 id="stool-title" className={styles.sectionTitle}>
          변 상태로 보는 장 건강 (7단계)
        </h2>
        <p className={styles.muted}>변은 장 건강을 가장 빨리 보여 주는 신호예요. 오늘 본 변과 가장 비슷한 모양을 찾아보세요. 2~3단계가 건강한 변이에요.</p>
        <ol className={styles.summaryList}>
          {STOOL.map((s) => (
            <li key={s.score} className={styles.summaryItem} style={{ gridTemplateColumns: '80px 1fr', alignItems: 'center', display: 'grid', gap: 12 }}>
              <StoolIcon score={s.score} />
              <div>
                <strong>
                  {s.score}단계 · {s.title}
                </strong>
                <p className={`${styles.small} ${styles.muted}`}>{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className={styles.small}>
          변 상태가 4~5단계로 이어진다면{' '}
          <Link to={href('sensitivity-step1')} className={styles.textLink}>
            민감도 체크의 소화 항목
          </Link>
          으로 원인을 살펴보세요.
        </p>
      </section>
      {[
        { key: 'dog', title: '강아지 처방식', items: dog },
        { key: 'cat', title: '고양이 처방식', items: cat },
      ].map((g) => (
        <section key={g.key} aria-labelledby={`vet-${g.key}`} className={styles.flow}>
          <h2 id={`vet-${g.key}`} className={styles.sectionTitle}>
            {g.title}
          </h2>
          {g.items.length === 0 ? (
            <p className={styles.muted}>준비 중인 제품이에요.</p>
          ) : (
            <ProductGrid products={g.items} />
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * The event page's words, edited at /staff/brand-pages (issue 15 item 7; the brand feature stores
 * them as the page `cat-ageing-event`): `lead` is the small line over the title; section 1 is the
 * title and its introduction, section 2 the signs of ageing (then the cats-signal button),
 * section 3 the benefits (a list item's text before the first ":" is bold, its paragraphs the
 * fine print, then the buttons); further sections follow as panels. `{brand}` is the brand name.
 */
export interface EventTexts {
  lead: string;
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

function Benefit({ item }: { item: string }) {
  const at = item.indexOf(':');
  if (at <= 0) return <li>{item}</li>;
  return (
    <li>
      <strong>{item.slice(0, at)}</strong>
      {item.slice(at)}
    </li>
  );
}

export function CatAgeing({ products, isGuest, texts, brand }: { products: ProductSummary[]; isGuest: boolean; texts: EventTexts; brand: string }) {
  const b = (text: string) => text.replaceAll('{brand}', brand);
  const [hero, signs, benefits, ...more] = texts.sections;
  const panel = (section: EventTexts['sections'][number], id: string) => (
    <>
      <h2 id={id} className={styles.sectionTitle}>
        {b(section.heading)}
      </h2>
      {section.list && section.list.length > 0 && (
        <ul className={styles.tips}>
          {section.list.map((item) => (
            <li key={item}>{b(item)}</li>
          ))}
        </ul>
      )}
      {section.paragraphs.map((p) => (
        <p key={p}>{b(p)}</p>
      ))}
    </>
  );
  return (
    <div className={`${styles.flow} ${styles.wide}`}>
      <section className={styles.intro} aria-labelledby="ageing-hero">
        <div>
          <p className={styles.progress}>{b(texts.lead)}</p>
          <h2 id="ageing-hero" className={styles.sectionTitle}>
            {b(hero?.heading ?? '')}
          </h2>
          {hero?.paragraphs.map((p) => (
            <p key={p} className={styles.muted}>
              {b(p)}
            </p>
          ))}
        </div>
        <ProgramScene program="cats-signal" className={styles.introArt} />
      </section>
      {signs && (
        <section className={styles.panel} aria-labelledby="ageing-signs">
          {panel(signs, 'ageing-signs')}
          <p>
            <Link to={href('cats-signal')} className="btn">
              캣츠 시그널로 우리 고양이 신호 체크하기
            </Link>
          </p>
        </section>
      )}
      {more.map((section, i) => (
        <section key={section.heading} className={styles.panel} aria-labelledby={`ageing-more-${i}`}>
          {panel(section, `ageing-more-${i}`)}
        </section>
      ))}
      <section className={styles.panelSoft} aria-labelledby="ageing-event">
        <h2 id="ageing-event" className={styles.sectionTitle}>
          {b(benefits?.heading ?? '이벤트 참여하기')}
        </h2>
        {benefits?.list && benefits.list.length > 0 && (
          <ol className={styles.introList}>
            {benefits.list.map((item) => (
              <Benefit key={item} item={b(item)} />
            ))}
          </ol>
        )}
        <div className={styles.actions}>
          <Link to={href('recruitment')} className="btn">
            무료 체험 신청하기
          </Link>
          <Link to={isGuest ? href('login', { startURL: href('cat-ageing-event') }) : href('mypet-register')} className={styles.linkButton}>
            {isGuest ? '로그인하고 참여하기' : '우리 고양이 등록하기'}
          </Link>
        </div>
        {benefits?.paragraphs.map((p) => (
          <p key={p} className={`${styles.small} ${styles.muted}`}>
            {b(p)}
          </p>
        ))}
      </section>
      {products.length > 0 && (
        <section aria-labelledby="ageing-products" className={styles.flow}>
          <h2 id="ageing-products" className={styles.sectionTitle}>
            7세 이상 고양이를 위한 시니어 사료
          </h2>
          <ProductGrid products={products} />
        </section>
      )}
    </div>
  );
}
