import { type FormEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { AppLink } from '#app/ui/link/AppLink';
import { codesInOrder, internalCode } from '../internal-codes';
import {
  FEED_LABEL,
  feedSpecies,
  FORM_LABEL,
  FORMS,
  offeredCodes,
  PRODUCT_LIST_PATH,
  type ProductFilters,
  parseProductFilters,
  productListHref,
  SIZE_LABEL,
  SIZES,
  STAGES,
  stageLabel,
} from '../product-filters';
import type { FacetCounts } from '../data/products.server';
import styles from './ProductList.module.css';
import { speciesLabel } from '#app/features/pets/species';

export const FILTER_FORM_ID = 'product-filters';

/** Which radio and checkbox values the filters select, by field name ('' is "전체"). */
function selectedValues(filters: ProductFilters): Record<string, string[]> {
  return {
    species: [filters.species ?? ''],
    stage: [filters.stage ?? ''],
    size: [filters.size ?? ''],
    form: [filters.form ?? ''],
    code: filters.codes.map(String),
  };
}

/**
 * The inputs stay mounted (a keyboard user moving through a radio group keeps focus while each
 * choice loads); when the list changes any other way (back, forward, a chip), they are set to it.
 */
function useSyncedInputs(form: RefObject<HTMLFormElement | null>, filters: ProductFilters) {
  useEffect(() => {
    const selected = selectedValues(filters);
    for (const el of Array.from(form.current?.elements ?? [])) {
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) el.checked = (selected[el.name] ?? []).includes(el.value);
    }
  }, [form, filters]);
}

/** The form's fields as the list's canonical URL (defaults dropped, codes ordered, page 1). */
function hrefOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value);
  return productListHref(parseProductFilters(params), { page: 1 });
}

/**
 * The filter panel: a GET form, so filtering works before and without JavaScript ('적용' button);
 * with JavaScript every change applies at once and the URL stays canonical.
 */
export function ProductFilterPanel({ filters, counts }: { filters: ProductFilters; counts: FacetCounts }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useSyncedInputs(formRef, filters);
  const apply = (form: HTMLFormElement) => void navigate(hrefOf(form), { preventScrollReset: true });
  const fixedSpecies = feedSpecies(filters.feed);
  const species = filters.species;
  const codeGroups = (['Dog', 'Cat'] as const)
    .map((s) => ({ species: s, codes: codesInOrder(s).filter((c) => offeredCodes(filters).includes(c.code)) }))
    .filter((g) => g.codes.length > 0);

  return (
    <Form
      method="get"
      action={PRODUCT_LIST_PATH}
      id={FILTER_FORM_ID}
      ref={formRef}
      className={styles.filters}
      onChange={(event) => apply(event.currentTarget)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      preventScrollReset
    >
      {filters.feed !== 'fullList' && <input type="hidden" name="feed" value={filters.feed} />}
      {!fixedSpecies && (
        <Choice
          legend="반려동물"
          name="species"
          value={species}
          options={(['Dog', 'Cat'] as const).map((s) => ({ value: s, label: speciesLabel(s), count: counts.species[s] }))}
        />
      )}
      <fieldset className={styles.fieldset}>
        <legend>건강 고민</legend>
        {codeGroups.map((group) => (
          <div key={group.species} className={styles.codeGroup}>
            {codeGroups.length > 1 && <p className={styles.groupTitle}>{speciesLabel(group.species)}</p>}
            {group.codes.map((c) => (
              <Check
                key={c.code}
                name="code"
                value={String(c.code)}
                label={c.title}
                count={counts.codes[c.code] ?? 0}
                checked={filters.codes.includes(c.code)}
              />
            ))}
          </div>
        ))}
      </fieldset>
      <Choice
        legend="연령"
        name="stage"
        value={filters.stage}
        options={STAGES.map((s) => ({ value: s, label: stageLabel(s, species), count: counts.stage[s] }))}
      />
      {species !== 'Cat' && (
        <Choice legend="견종 크기" name="size" value={filters.size} options={SIZES.map((s) => ({ value: s, label: SIZE_LABEL[s], count: counts.size[s] }))} />
      )}
      <Choice legend="사료 형태" name="form" value={filters.form} options={FORMS.map((f) => ({ value: f, label: FORM_LABEL[f], count: counts.form[f] }))} />
      <div className={styles.filterActions}>
        <button type="submit" className="btn">
          필터 적용
        </button>
        <AppLink
          href={productListHref({ ...filters, species: fixedSpecies, stage: undefined, size: undefined, form: undefined, codes: [], page: 1 })}
          className={styles.reset}
        >
          {filters.feed === 'fullList' ? '필터 초기화' : `${FEED_LABEL[filters.feed]} 전체 보기`}
        </AppLink>
      </div>
    </Form>
  );
}

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
}: {
  legend: string;
  name: string;
  value: T | undefined;
  options: { value: T; label: string; count: number }[];
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <label className={styles.option} htmlFor={`${id}-all`}>
        <input type="radio" id={`${id}-all`} name={name} value="" defaultChecked={value === undefined} />
        <span>전체</span>
      </label>
      {options.map((o) => (
        <label key={o.value} className={styles.option} htmlFor={`${id}-${o.value}`}>
          <input
            type="radio"
            id={`${id}-${o.value}`}
            name={name}
            value={o.value}
            defaultChecked={value === o.value}
            disabled={o.count === 0 && value !== o.value}
          />
          <span>{o.label}</span>
          <span className={styles.count}>{o.count}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Check({ name, value, label, count, checked }: { name: string; value: string; label: string; count: number; checked: boolean }) {
  const id = useId();
  return (
    <label className={styles.option} htmlFor={id}>
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={checked} disabled={count === 0 && !checked} />
      <span>{label}</span>
      <span className={styles.count}>{count}</span>
    </label>
  );
}

/** Chips of the filters in force, each removing itself. */
export function ActiveFilters({ filters }: { filters: ProductFilters }) {
  const chips: { key: string; label: string; href: string }[] = [];
  if (filters.species && !feedSpecies(filters.feed))
    chips.push({ key: 'species', label: speciesLabel(filters.species), href: productListHref(filters, { species: undefined }) });
  for (const code of filters.codes) {
    const c = internalCode(code);
    if (c)
      chips.push({
        key: `code-${code}`,
        label: `${speciesLabel(c.species)} ${c.title}`,
        href: productListHref(filters, { codes: filters.codes.filter((x) => x !== code) }),
      });
  }
  if (filters.stage) chips.push({ key: 'stage', label: stageLabel(filters.stage, filters.species), href: productListHref(filters, { stage: undefined }) });
  if (filters.size) chips.push({ key: 'size', label: SIZE_LABEL[filters.size], href: productListHref(filters, { size: undefined }) });
  if (filters.form) chips.push({ key: 'form', label: FORM_LABEL[filters.form], href: productListHref(filters, { form: undefined }) });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="적용된 필터">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={chip.href} className={styles.chip} preventScrollReset aria-label={`${chip.label} 필터 해제`}>
            {chip.label} <span aria-hidden="true">✕</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
