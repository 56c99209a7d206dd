import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { SpeciesArt } from '../../shared/components/SpeciesArt';
import { Choice, ErrorMessage } from '../../shared/components/FlowForm';
import { FeedingTable } from '../../shared/components/FeedingTable';
import { OtherCheckLink } from '../../shared/components/OtherCheckLink';
import { FitNote, ProductCard } from '../../shared/components/Results';
import styles from '../../shared/components/Health.module.css';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

type Option = { value: string; label: string };
type Values = Record<string, string | string[]>;

interface FinderProps {
  source: 'pet-food-finder' | 'dailyportiontool';
  /** The product the tool was opened for (from its product page). */
  product: { Id: string; Name: string } | null;
  isGuest: boolean;
  pets: { id: string; name: string }[];
  petId: string | null;
  values: Values;
  errors: Record<string, string>;
  saved: boolean;
  options: { stages: { dog: Option[]; cat: Option[] }; sizes: Option[]; activities: Option[]; bodies: Option[]; concerns: { dog: Option[]; cat: Option[] } };
  result: {
    species: 'dog' | 'cat';
    who: string;
    young: boolean;
    forWhom: string;
    chosen: { product: { Id: string; Name: string; ThumbnailImageUrl__c: string; Summary: string }; fits: boolean; grams: number | null } | null;
    unmetConcerns: string[];
    columnLabel: string;
    tableGrams: number;
    referenceKcal: number;
    row: { weightKg: number; clamped: boolean; columns: { label: string; description: string }[]; grams: number[]; chosen: number };
    recommendations: { product: { Id: string; Name: string; ThumbnailImageUrl__c: string; Summary: string; Form: string; KcalPerKg: number }; reasons: string[]; grams: number | null }[];
  } | null;
}

const str = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

function Radios({ name, legend, options, value, error }: { name: string; legend: string; options: Option[]; value: string; error?: string | undefined }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `finder-${name}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ErrorMessage id={`finder-${name}-error`} message={error} />
      <div className={styles.choicesList}>
        {options.map((o) => (
          <Choice key={o.value} type="radio" name={name} value={o.value} checked={value === o.value} row>
            {o.label}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

export function Finder(props: FinderProps & { actionErrors?: Record<string, string> | undefined; actionValues?: Values | undefined }) {
  const { source, product, isGuest, pets, petId, options, result, saved } = props;
  const values = props.actionValues ?? props.values;
  const errors = props.actionErrors ?? props.errors;
  // Values come back from the URL or a refused post as typed: only a known species picks the options.
  const given = str(values.species);
  const [species, setSpecies] = useState<'dog' | 'cat' | ''>(given === 'dog' || given === 'cat' ? given : '');
  const busy = useNavigation().state === 'submitting';
  const chosenConcerns = list(values.concern);
  const path = `/${source}`;
  return (
    <div className={styles.flow}>
      {!isGuest && pets.length > 0 && (
        <Form method="get" action={path} className={styles.panelSoft}>
          {product && <input type="hidden" name="product" value={product.Id} />}
          <div className={styles.field}>
            <label htmlFor="finder-pet" className={styles.label}>
              내 반려동물 정보로 채우기
            </label>
            <div className={styles.searchRow}>
              <select id="finder-pet" name="pet" className={styles.select} defaultValue={petId ?? ''}>
                <option value="">직접 입력할게요</option>
                {pets.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn--ghost">
                불러오기
              </button>
            </div>
          </div>
        </Form>
      )}
      <Form method={isGuest ? 'get' : 'post'} action={path} className={styles.flow} noValidate>
        <input type="hidden" name="run" value="1" />
        {petId && <input type="hidden" name="pet" value={petId} />}
        {product && <input type="hidden" name="product" value={product.Id} />}
        {product && (
          <p className={styles.notice} data-chosen-product="">
            <strong>{product.Name}</strong>의 하루 급여량을 계산해요. 아래 정보를 확인하고 결과를 보세요.
          </p>
        )}
        {!isGuest && saved && (
          <p className={styles.success} role="status">
            추천 결과를 마이페이지 &gt;{' '}
            <Link to={href('productfinder-history')} className={styles.textLink}>
              사료 찾기 기록
            </Link>
            에 저장했어요.
          </p>
        )}
        <fieldset className={styles.fieldset} aria-describedby={errors.species ? 'finder-species-error' : undefined}>
          <legend className={styles.legend}>어떤 반려동물인가요?</legend>
          <ErrorMessage id="finder-species-error" message={errors.species} />
          <div className={styles.choices} onChange={(e) => setSpecies((e.target as HTMLInputElement).value as 'dog' | 'cat')}>
            {(['dog', 'cat'] as const).map((s) => (
              <Choice key={s} type="radio" name="species" value={s} checked={species === s}>
                <SpeciesArt species={s} size={64} />
                {speciesLabel(s)}
              </Choice>
            ))}
          </div>
        </fieldset>
        <Radios name="stage" legend="나이" options={options.stages[species || 'dog']} value={str(values.stage)} error={errors.stage} />
        {species !== 'cat' && <Radios name="size" legend="체구 (강아지)" options={options.sizes} value={str(values.size)} error={errors.size} />}
        <div className={styles.field}>
          <label htmlFor="finder-weight" className={styles.label}>
            몸무게 (kg)
          </label>
          <input
            id="finder-weight"
            name="weight"
            className={`${styles.input} ${styles.inputNarrow}`}
            inputMode="decimal"
            defaultValue={str(values.weight)}
            placeholder="예: 4.5"
            aria-invalid={errors.weight ? true : undefined}
            aria-describedby={errors.weight ? 'finder-weight-error' : undefined}
          />
          <ErrorMessage id="finder-weight-error" message={errors.weight} />
        </div>
        <Radios name="activity" legend="하루 활동량" options={options.activities} value={str(values.activity)} error={errors.activity} />
        <Radios name="body" legend="지금 체형" options={options.bodies} value={str(values.body)} error={errors.body} />
        <Radios
          name="neutered"
          legend="중성화"
          options={[
            { value: 'yes', label: '했어요' },
            { value: 'no', label: '안 했어요' },
          ]}
          value={str(values.neutered)}
          error={errors.neutered}
        />
        <fieldset className={styles.fieldset} aria-describedby={errors.concerns ? 'finder-concerns-error' : 'finder-concerns-hint'}>
          <legend className={styles.legend}>건강 고민 (선택, 3개까지)</legend>
          <p id="finder-concerns-hint" className={styles.hint}>
            고민을 고르면 그 부분을 돕는 사료를 먼저 추천해요.
          </p>
          <ErrorMessage id="finder-concerns-error" message={errors.concerns} />
          <div className={styles.choices}>
            {options.concerns[species || 'dog'].map((c) => (
              <Choice key={`${species}-${c.value}`} type="checkbox" name="concern" value={c.value} checked={chosenConcerns.includes(c.value)}>
                {c.label}
              </Choice>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '찾는 중…' : source === 'dailyportiontool' ? '맞춤 사료와 급여량 보기' : '맞는 사료 찾기'}
        </button>
        {isGuest && <p className={`${styles.muted} ${styles.small}`}>로그인하면 추천 결과가 마이페이지 &gt; 사료 찾기 기록에 저장돼요.</p>}
      </Form>
      {result && <FinderResult source={source} result={result} />}
    </div>
  );
}

function FinderResult({ source, result }: { source: FinderProps['source']; result: NonNullable<FinderProps['result']> }) {
  return (
    <section id="finder-result" className={styles.flow} aria-labelledby="finder-result-title" tabIndex={-1}>
      <h2 id="finder-result-title" className={styles.sectionTitle}>
        {result.who}에게 추천하는 사료
      </h2>
      <FitNote forWhom={result.forWhom} />
      {result.young ? (
        <p className={styles.notice}>성장기에는 월령과 체중에 따라 급여량이 빠르게 바뀌어요. 사료 포장지의 월령별 급여표를 따라 주세요.</p>
      ) : (
        <p className={styles.muted}>
          체중 {result.row.weightKg}kg의 ‘{result.columnLabel}’ 기준 하루 급여량은 건사료({formatNumber(result.referenceKcal)}kcal/kg)로 약 <strong className={styles.grams}>{result.tableGrams}g</strong>이에요. 사료마다 열량이 달라 아래에 사료별 양을 계산해 두었어요.
        </p>
      )}
      {result.row.clamped && <p className={styles.notice}>입력한 몸무게가 급여표 범위를 벗어나 가장 가까운 체중 기준으로 보여 드려요. 정확한 양은 동물병원과 상의해 주세요.</p>}
      {result.chosen && (
        <div className={styles.panel} data-chosen-result="">
          <h3 className={styles.subTitle}>{result.chosen.product.Name}</h3>
          {result.chosen.fits ? (
            <>
              <ProductCard product={result.chosen.product} grams={result.chosen.grams} />
              {result.chosen.grams === null && <p className={`${styles.muted} ${styles.small}`}>성장기에는 포장지의 월령별 급여표를 따라 주세요.</p>}
            </>
          ) : (
            <p className={styles.notice} data-no-fit="">
              이 사료는 {result.forWhom}에게 맞지 않아요. 아래에서 {result.forWhom}에게 맞는 사료를 추천해 드려요.
            </p>
          )}
        </div>
      )}
      {result.unmetConcerns.length > 0 && result.recommendations.length > 0 && (
        <p className={styles.notice} data-no-fit="">
          {result.forWhom}에게 맞는 사료 중에는 ‘{result.unmetConcerns.join(', ')}’ 고민을 돕는 사료가 아직 없어요. 나이에 맞는 사료를 대신 추천해 드려요.
        </p>
      )}
      {result.recommendations.length === 0 ? (
        <p className={styles.notice} data-no-fit="">
          {result.forWhom}에게 맞는 사료를 찾지 못했어요. 조건을 바꿔 다시 찾아보거나 동물병원과 상의해 주세요.
        </p>
      ) : (
        <ul className={styles.productGrid}>
          {result.recommendations.map((r) => (
            <li key={r.product.Id} className={styles.flow} style={{ gap: 6 }}>
              <ProductCard product={r.product} grams={r.grams} />
              {r.reasons.length > 0 && (
                <ul className={`${styles.small} ${styles.muted}`}>
                  {r.reasons.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {source === 'dailyportiontool' && !result.young && (
        <div>
          <FeedingTable label="체중별 하루 급여량 표" caption={<>체중 {result.row.weightKg}kg의 하루 급여량 (건사료, g)</>} columns={result.row.columns} grams={result.row.grams} chosen={result.row.chosen} />
        </div>
      )}
      <p className={`${styles.muted} ${styles.small}`}>급여량은 시작점이에요. 2~4주마다 체중과 체형을 보고 10%씩 조절해 주세요.</p>
      <OtherCheckLink to={href('bcs-step1')} label="체형부터 정확히 알고 싶다면 BCS 체크하기" />
    </section>
  );
}
