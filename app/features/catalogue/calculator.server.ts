import { fieldErrorsOf } from '#app/page-kit/forms.server';
import type { ProductSpecies } from '#server/platform/db/schema/products';
import type { Services } from '#server/platform/services';
import { dailyGrams } from '#app/features/catalogue/daily-grams';
import { FEEDING_RANGE, REFERENCE_KCAL_PER_KG } from '#app/features/catalogue/feeding-table';
import { isTreat } from './labels';
import { activeProductsOfSpecies } from './data/products.server';
import { type CalculatorInput, calculatorSchema } from './schemas';

interface CalculatorProduct {
  Id: string;
  Name: string;
  KcalPerKg: number;
  Form: 'dry' | 'wet';
  IsVet: boolean;
}

/** How the day's energy was found: the SPEC 9.9 table for grown pets, the energy formula for growing ones. */
type CalculatorBasis =
  | { source: 'table'; weightKg: number; clamped: boolean; range: string; columnLabel: string; tableGrams: number; referenceKcal: number }
  | { source: 'formula'; rer: number; factor: number };

interface CalculatorResult {
  input: CalculatorInput;
  basis: CalculatorBasis;
  kcal: number;
  /** The chosen feed and its grams per day. */
  product: CalculatorProduct | null;
  grams: number | null;
  /** Grams per day of every feed of the species, for comparison. */
  table: { product: CalculatorProduct; grams: number }[];
}

/**
 * The calculator's query as it arrives (`CalculatorQuery` of the page module): raw text, checked by
 * `calculatorSchema` only once the form was submitted (a `weight` is present), so a link
 * without one shows the empty form.
 */
export type CalculatorQuery = Partial<Record<'species' | 'weight' | 'stage' | 'activity' | 'neutered' | 'product', string>>;

export interface CalculatorPage {
  species: ProductSpecies;
  products: CalculatorProduct[];
  /** What the form shows: the submitted values (or the defaults). */
  values: Record<string, string>;
  result: CalculatorResult | null;
  errors: Record<string, string> | null;
}

/**
 * /custom-feed/prescription: the calculator reads its form from the query string (GET), so a
 * result is a link that reloads, shares and works without JavaScript. One query (the feeds).
 */
export async function calculatorPage(services: Pick<Services, 'db'>, query: CalculatorQuery): Promise<CalculatorPage> {
  const species: ProductSpecies = query.species === 'Cat' ? 'Cat' : 'Dog';
  const products = (await activeProductsOfSpecies(services.db.kysely, species))
    .filter((p) => !isTreat(p.Name))
    .map((p) => ({ Id: p.Id, Name: p.Name, KcalPerKg: p.KcalPerKg, Form: p.Form, IsVet: p.IsVet }));
  const requested = query.product;
  const chosen = products.find((p) => p.Id === requested) ?? products.find((p) => p.Form === 'dry') ?? products[0] ?? null;
  const values: Record<string, string> = {
    species,
    weight: query.weight ?? '',
    stage: query.stage ?? 'adult',
    activity: query.activity ?? 'normal',
    neutered: query.neutered ?? 'yes',
    product: chosen?.Id ?? '',
  };
  // Only a submitted form is checked: the page opened from a link shows the empty form.
  if (query.weight === undefined) return { species, products, values, result: null, errors: null };

  const parsed = calculatorSchema.safeParse({ ...values, species: query.species, product: values.product || undefined });
  if (!parsed.success) return { species, products, values, result: null, errors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  const pet = { species: input.species === 'Dog' ? ('dog' as const) : ('cat' as const), weightKg: input.weight, stage: input.stage, activity: input.activity, neutered: input.neutered };
  const gramsOf = (kcalPerKg: number) => dailyGrams(pet, kcalPerKg);
  const reference = gramsOf(REFERENCE_KCAL_PER_KG[pet.species]);
  const basis: CalculatorBasis =
    reference.source === 'table'
      ? { source: 'table', weightKg: reference.row.weightKg, clamped: reference.row.clamped, range: `${FEEDING_RANGE[pet.species].min}~${FEEDING_RANGE[pet.species].max}kg`, columnLabel: reference.columnInfo.label, tableGrams: reference.tableGrams, referenceKcal: REFERENCE_KCAL_PER_KG[pet.species] }
      : { source: 'formula', rer: reference.rer, factor: reference.factor };
  const table = products.filter((p) => p.KcalPerKg > 0).map((product) => ({ product, grams: gramsOf(product.KcalPerKg).grams }));
  return {
    species,
    products,
    values,
    errors: null,
    result: {
      input,
      basis,
      kcal: reference.kcal,
      product: chosen,
      grams: chosen ? gramsOf(chosen.KcalPerKg).grams : null,
      table,
    },
  };
}
