import { useEffect, useId, useRef } from 'react';
import { Form, useNavigate } from 'react-router';
import { AppLink } from '#app/ui/link/AppLink';
import { ErrorSummary } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { ProductSpecies } from '#server/platform/db/schema/products';
import type { CalculatorPage } from '../calculator.server';
import { GROWTH_FACTORS } from '#app/features/catalogue/energy';
import { ACTIVITY_LABEL, STAGE_LABEL, type Activity, type Stage, WEIGHT_LIMITS } from '../calculator-options';
import { productHref } from '../labels';
import { absoluteUrl, ShareButton } from './KakaoShareButton';
import styles from './FeedingCalculator.module.css';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

const PATH = href('custom-feed-prescription');
const STAGES: Stage[] = ['young', 'adult', 'senior'];
const ACTIVITIES: Activity[] = ['low', 'normal', 'high'];

/** The calculator: a GET form, so the result is a link that works without JavaScript. */
export function FeedingCalculator({ page, kakaoJsKey }: { page: CalculatorPage; kakaoJsKey: string | null }) {
  const navigate = useNavigate();
  const { species, products, values, result, errors } = page;
  // The species radios stay mounted (focus kept); a page reached another way sets them.
  const speciesGroup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const input of Array.from(speciesGroup.current?.querySelectorAll('input') ?? [])) input.checked = input.value === species;
  }, [species]);
  const err = errors ?? {};
  const weightId = useId();
  const productId = useId();
  const limits = WEIGHT_LIMITS[species];

  return (
    <div className={styles.wrap}>
      <section aria-labelledby="calculator" className={styles.calculator}>
        <h2 id="calculator">급여량 계산하기</h2>
        <ErrorSummary errors={errors ?? undefined} />
        <Form method="get" action={PATH} className={styles.form} preventScrollReset noValidate>
          <fieldset className={formStyles.fieldset}>
            <legend>반려동물</legend>
            <div className={styles.segments} ref={speciesGroup}>
              {(['Dog', 'Cat'] as const).map((s) => (
                <label key={s} className={styles.segment}>
                  <input
                    type="radio"
                    name="species"
                    value={s}
                    defaultChecked={species === s}
                    // The feeds and weight limits depend on the species: reload them at once.
                    onChange={() => void navigate(`${PATH}?species=${s}`, { preventScrollReset: true })}
                  />
                  <span>{speciesLabel(s)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className={formStyles.field}>
            <label htmlFor={weightId} className={formStyles.label}>
              몸무게 (kg)<span className={formStyles.required}> (필수)</span>
            </label>
            <input
              id={weightId}
              name="weight"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.weight}
              key={`weight-${values.weight}`}
              placeholder={species === 'Dog' ? '예: 4.5' : '예: 4.2'}
              className={formStyles.input}
              required
              aria-invalid={err.weight ? true : undefined}
              aria-describedby={`${weightId}-hint${err.weight ? ` ${weightId}-error` : ''}`}
            />
            <p id={`${weightId}-hint`} className={formStyles.hint}>
              {limits.min}~{limits.max}kg. 체중 관리 중이라면 지금 몸무게 대신 목표 몸무게를 넣어 주세요.
            </p>
            {err.weight && (
              <p id={`${weightId}-error`} className={formStyles.error}>
                {err.weight}
              </p>
            )}
          </div>

          <Radios
            legend="나이"
            name="stage"
            value={values.stage}
            error={err.stage}
            options={STAGES.map((s) => ({ value: s, label: STAGE_LABEL[species][s] }))}
          />
          <Radios
            legend="하루 활동량"
            name="activity"
            value={values.activity}
            error={err.activity}
            options={ACTIVITIES.map((a) => ({ value: a, label: ACTIVITY_LABEL[a] }))}
          />
          <Radios
            legend="중성화"
            name="neutered"
            value={values.neutered}
            error={err.neutered}
            options={[
              { value: 'yes', label: '했어요' },
              { value: 'no', label: '안 했어요' },
            ]}
          />

          <div className={formStyles.field}>
            <label htmlFor={productId} className={formStyles.label}>
              급여할 사료
            </label>
            <select id={productId} name="product" defaultValue={values.product} key={`product-${species}-${values.product}`} className={formStyles.select}>
              {products.map((p) => (
                <option key={p.Id} value={p.Id}>
                  {p.Name} ({formatNumber(p.KcalPerKg)}kcal/kg)
                </option>
              ))}
            </select>
          </div>

          <button type="submit" className="btn">
            급여량 계산하기
          </button>
        </Form>
      </section>

      <section aria-labelledby="calc-result" className={styles.result} aria-live="polite">
        <h2 id="calc-result">계산 결과</h2>
        {result ? (
          <>
            <p className={styles.big}>
              하루 필요 열량 <strong>{formatNumber(result.kcal)}kcal</strong>
            </p>
            {result.product && result.grams !== null && (
              <p className={styles.big}>
                <AppLink href={productHref(result.product.Id)}>{result.product.Name}</AppLink> 하루 <strong>{formatNumber(result.grams)}g</strong>
              </p>
            )}
            {result.grams !== null && (
              <p>
                하루 {species === 'Dog' ? '2번' : '3~4번'}에 나누어 주세요. (
                {species === 'Dog'
                  ? `한 번에 약 ${Math.round(result.grams / 2)}g`
                  : `한 번에 약 ${Math.round(result.grams / 4)}~${Math.round(result.grams / 3)}g`}
                )
              </p>
            )}
            {result.basis.source === 'formula' ? (
              <p className={styles.formula}>
                휴식 에너지(RER) 70 × {result.input.weight}kg<sup>0.75</sup> = {formatNumber(result.basis.rer)}kcal × 성장기 계수 {result.basis.factor} ={' '}
                {formatNumber(result.kcal)}kcal
              </p>
            ) : (
              <p className={styles.formula}>
                급여표 {result.basis.weightKg}kg ‘{result.basis.columnLabel}’ 열: 건사료(1kg당 {formatNumber(result.basis.referenceKcal)}kcal) {result.basis.tableGrams}g ={' '}
                {formatNumber(result.kcal)}kcal
              </p>
            )}
            {result.basis.source === 'table' && result.basis.clamped && (
              <p className={styles.caution}>급여표는 {result.basis.range} 범위예요. 가장 가까운 체중의 급여량을 보여 드렸으니, 정확한 양은 동물병원과 상의해 주세요.</p>
            )}
            {result.product?.IsVet && <p className={styles.caution}>수의사 처방식은 수의사가 정해 준 양을 먼저 따라 주세요.</p>}
            <table className={styles.table}>
              <caption>같은 열량을 다른 사료로 줄 때 하루 급여량</caption>
              <thead>
                <tr>
                  <th scope="col">사료</th>
                  <th scope="col">열량</th>
                  <th scope="col">하루 급여량</th>
                </tr>
              </thead>
              <tbody>
                {result.table.map((row) => (
                  <tr key={row.product.Id} aria-current={row.product.Id === result.product?.Id ? 'true' : undefined}>
                    <th scope="row">{row.product.Name}</th>
                    <td>{formatNumber(row.product.KcalPerKg)}kcal/kg</td>
                    <td>{formatNumber(row.grams)}g</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ShareButton
              appKey={kakaoJsKey}
              label="계산 결과 카카오톡 공유"
              copyLabel="계산 결과 링크 복사"
              input={() => ({
                kind: 'feed',
                title: `우리 아이 하루 급여량: ${result.product?.Name ?? ''} ${result.grams ?? 0}g`,
                description: `${speciesLabel(species)} ${result.input.weight}kg · 하루 ${result.kcal}kcal`,
                imageUrl: absoluteUrl('/cms/delivery/media/home-hero-desktop'),
                url: window.location.href,
              })}
            />
          </>
        ) : (
          <p className={styles.placeholder}>몸무게와 생활 습관을 입력하면 하루 필요 열량과 사료별 급여량(g)을 알려 드려요.</p>
        )}
      </section>
    </div>
  );
}

function Radios({
  legend,
  name,
  value,
  error,
  options,
}: {
  legend: string;
  name: string;
  value: string | undefined;
  error: string | undefined;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.radio}>
          <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} key={`${o.value}-${value ?? ''}`} />
          <span>{o.label}</span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The growth factors of the energy formula, used for puppies and kittens (the gram table is for grown pets). */
export function FactorTable({ species }: { species: ProductSpecies }) {
  const factors = GROWTH_FACTORS[species === 'Dog' ? 'dog' : 'cat'];
  return (
    <table className={styles.table}>
      <caption>{speciesLabel(species)} 성장기 계수</caption>
      <thead>
        <tr>
          <th scope="col">나이</th>
          {ACTIVITIES.map((a) => (
            <th scope="col" key={a}>
              활동 {a === 'low' ? '적음' : a === 'normal' ? '보통' : '많음'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{STAGE_LABEL[species].young}</th>
          {ACTIVITIES.map((a) => (
            <td key={a}>{factors[a]}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
