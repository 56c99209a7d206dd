/** The species the table covers (the health programs' `Species`). */
export type Species = 'dog' | 'cat';
/** Body condition as the BCS check names it (SPEC 4.2); the finder asks the owner for the same four. */
export type WeightState = 'underweight' | 'normal' | 'overweight' | 'obese';

/**
 * The daily feeding gram table (SPEC 9.9): dogs 1–45 kg and cats 2–15 kg in 0.1 kg steps,
 * three values per dog weight and two per cat weight, in grams of dry food a day.
 *
 * The spec gives anchor rows only (dog 1, 10, 45 kg; cat 2, 15 kg). Every other row is
 * generated here, not typed in: per column, a monotone cubic Hermite curve (Fritsch–Butland
 * "PCHIP" tangents) through the anchors in log(weight)–log(grams) space. Energy needs grow as a
 * power of body weight (≈ W^0.75), so the curve is nearly a straight line in log–log space; with
 * two anchors (cats) it is exactly the power law through them. The result is rounded to whole
 * grams and then forced monotone (never smaller than the row above). Anchors come out exact.
 * See docs/decisions/020-health-feeding-table.md.
 *
 * Columns (chosen to line up with the BCS states of SPEC 4.2; the weight of a row is the
 * pet's target weight — its ideal weight from the BCS check, or its weight when that is ideal):
 * - dog: `loss` 체중 감량 (obese), `control` 체중 관리 (overweight; also neutered or
 *   low-activity indoor dogs at ideal weight), `maintain` 체중 유지 (ideal weight, normally active;
 *   for an underweight dog, the amount at its ideal weight that feeding rises to);
 * - cat: `control` 체중 관리 (overweight or obese; also indoor cats that move little),
 *   `maintain` 체중 유지 (ideal weight; the target for an underweight cat).
 */

type FeedingColumnKey = 'loss' | 'control' | 'maintain';

/** How active a pet is (the finder and the calculator ask; the BCS check assumes 'normal'). */
export type Activity = 'low' | 'normal' | 'high';

/**
 * One case of the column rule: the pet matches when every condition given holds. The rule of a
 * species is its cases in order, the first match wins, and the last case has no condition.
 */
export interface ColumnCase {
  column: FeedingColumnKey;
  body?: readonly WeightState[];
  activity?: readonly Activity[];
  neutered?: true;
  /** Added after the case's words on the legend (what the amount is measured against). */
  note?: string;
}

/**
 * Which column feeds a pet (docs/decisions/035 and 054): body condition first, then activity
 * and neutering. `feedingColumn` (daily-grams.ts) applies exactly these cases and every legend
 * (`FEEDING_COLUMNS[…].description`) is written from them, so a result and its legend cannot
 * disagree. A thin pet is fed the maintenance amount at its target weight (it needs more, never
 * the weight-control amount).
 */
export const COLUMN_RULE: Record<Species, readonly ColumnCase[]> = {
  dog: [
    { column: 'loss', body: ['obese'], note: '목표 체중 기준' },
    { column: 'maintain', body: ['underweight'], note: '목표 체중 기준으로 천천히 늘려 갈 양' },
    { column: 'control', body: ['overweight'] },
    { column: 'control', activity: ['low'] },
    { column: 'control', neutered: true, activity: ['low', 'normal'] },
    { column: 'maintain' },
  ],
  cat: [
    { column: 'maintain', body: ['underweight'], note: '목표 체중 기준으로 천천히 늘려 갈 양' },
    { column: 'control', body: ['overweight', 'obese'] },
    { column: 'control', activity: ['low'] },
    { column: 'maintain' },
  ],
};

const BODY_WORDS: Record<WeightState, { label: string; scores: [number, number] }> = {
  underweight: { label: '저체중', scores: [1, 3] },
  normal: { label: '정상 체중', scores: [4, 5] },
  overweight: { label: '과체중', scores: [6, 7] },
  obese: { label: '비만', scores: [8, 9] },
};
const ACTIVITY_WORDS: Record<Activity, string> = { low: '적', normal: '보통이', high: '많' };

function bodyWords(states: readonly WeightState[]): string {
  const first = BODY_WORDS[states[0]!];
  const last = BODY_WORDS[states[states.length - 1]!];
  return `${states.map((s) => BODY_WORDS[s].label).join('·')}(BCS ${first.scores[0]}~${last.scores[1]})`;
}

function activityWords(levels: readonly Activity[]): string {
  const missing = (['low', 'normal', 'high'] as const).filter((a) => !levels.includes(a));
  // "활동량이 적을 때", or the one level left out: "활동량이 많지 않을 때".
  if (levels.length === 1) return `활동량이 ${ACTIVITY_WORDS[levels[0]!]}을 때`.replace('보통이을', '보통일');
  return `활동량이 ${ACTIVITY_WORDS[missing[0]!].replace(/이$/, '')}지 않을 때`;
}

/** The words of one case: "과체중(BCS 6~7)일 때", "중성화했고 활동량이 많지 않을 때"; the last case (no condition) comes after the others in every legend. */
export function caseWords(c: ColumnCase): string {
  const parts: string[] = [];
  if (c.body) parts.push(`${bodyWords(c.body)}일 때`);
  if (c.neutered) parts.push('중성화했고');
  if (c.activity) parts.push(activityWords(c.activity));
  const words = parts.length === 0 ? '정상 체중(BCS 4~5)이고 위에 해당하지 않을 때' : parts.join(' ');
  return c.note ? `${words}, ${c.note}` : words;
}

/** A column's legend, from the cases that lead to it: "과체중(BCS 6~7)일 때 · 활동량이 적을 때 · …". */
function columnDescription(species: Species, key: FeedingColumnKey): string {
  return COLUMN_RULE[species]
    .filter((c) => c.column === key)
    .map(caseWords)
    .join(' · ');
}

export interface FeedingColumn {
  key: FeedingColumnKey;
  /** Short heading for the table. */
  label: string;
  /** Who the column is for: written from COLUMN_RULE (columnDescription). */
  description: string;
  /** The BCS states (SPEC 4.2) fed from this column. */
  states: readonly WeightState[];
}

const column = (species: Species, key: FeedingColumnKey, label: string, states: readonly WeightState[]): FeedingColumn => ({ key, label, description: columnDescription(species, key), states });

export const FEEDING_COLUMNS: Record<Species, readonly FeedingColumn[]> = {
  dog: [column('dog', 'loss', '체중 감량', ['obese']), column('dog', 'control', '체중 관리', ['overweight']), column('dog', 'maintain', '체중 유지', ['normal', 'underweight'])],
  cat: [column('cat', 'control', '체중 관리', ['overweight', 'obese']), column('cat', 'maintain', '체중 유지', ['normal', 'underweight'])],
};

/** SPEC 9.9 anchors: [weight kg, grams per column]. */
export const FEEDING_ANCHORS: Record<Species, readonly (readonly [number, readonly number[]])[]> = {
  dog: [
    [1, [23, 30, 34]],
    [10, [130, 167, 194]],
    [45, [416, 550, 637]],
  ],
  cat: [
    [2, [28, 38]],
    [15, [118, 159]],
  ],
};

export const FEEDING_RANGE: Record<Species, { min: number; max: number }> = {
  dog: { min: 1, max: 45 },
  cat: { min: 2, max: 15 },
};

/**
 * Monotone cubic Hermite interpolation (Fritsch–Butland tangents, as in PCHIP). Returns a
 * function through every (x, y) point; monotone between points when the data are.
 */
export function monotoneCubic(xs: readonly number[], ys: readonly number[]): (x: number) => number {
  const n = xs.length;
  if (n < 2 || ys.length !== n) throw new Error('monotoneCubic needs at least two points');
  const h = xs.slice(1).map((x, k) => x - xs[k]!);
  const d = h.map((hk, k) => (ys[k + 1]! - ys[k]!) / hk);
  const m = new Array<number>(n);
  m[0] = d[0]!;
  m[n - 1] = d[n - 2]!;
  for (let k = 1; k < n - 1; k++) {
    const d0 = d[k - 1]!;
    const d1 = d[k]!;
    if (d0 * d1 <= 0) m[k] = 0;
    else {
      const w1 = 2 * h[k]! + h[k - 1]!;
      const w2 = h[k]! + 2 * h[k - 1]!;
      m[k] = (w1 + w2) / (w1 / d0 + w2 / d1);
    }
  }
  return (x: number) => {
    let k = 0;
    while (k < n - 2 && x > xs[k + 1]!) k++;
    const hk = h[k]!;
    const t = (x - xs[k]!) / hk;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[k]! + (t3 - 2 * t2 + t) * hk * m[k]! + (-2 * t3 + 3 * t2) * ys[k + 1]! + (t3 - t2) * hk * m[k + 1]!
    );
  };
}

export interface FeedingRow {
  weightKg: number;
  /** Grams a day, one per column of FEEDING_COLUMNS[species]. */
  grams: readonly number[];
}

function generate(species: Species): FeedingRow[] {
  const anchors = FEEDING_ANCHORS[species];
  const { min, max } = FEEDING_RANGE[species];
  const columns = FEEDING_COLUMNS[species].length;
  const curves = Array.from({ length: columns }, (_, c) =>
    monotoneCubic(
      anchors.map(([w]) => Math.log(w)),
      anchors.map(([, g]) => Math.log(g[c]!)),
    ),
  );
  const rows: FeedingRow[] = [];
  for (let tenth = Math.round(min * 10); tenth <= Math.round(max * 10); tenth++) {
    const weightKg = tenth / 10;
    const grams = curves.map((curve, c) => {
      const value = Math.round(Math.exp(curve(Math.log(weightKg))));
      const above = rows[rows.length - 1]?.grams[c] ?? 0;
      return Math.max(value, above);
    });
    rows.push({ weightKg, grams });
  }
  return rows;
}

const TABLES: Record<Species, readonly FeedingRow[]> = { dog: generate('dog'), cat: generate('cat') };

/** The whole table of a species (441 dog rows, 131 cat rows). */
export function feedingTable(species: Species): readonly FeedingRow[] {
  return TABLES[species];
}

export interface FeedingRowAt extends FeedingRow {
  species: Species;
  columns: readonly FeedingColumn[];
  /** The weight asked for, before rounding to 0.1 kg and keeping within the table. */
  requestedKg: number;
  /** True when the weight lay outside the table and the nearest end was used. */
  clamped: boolean;
}

/**
 * The row of the table for a weight: rounded to the nearest 0.1 kg and kept within the
 * table's range (`clamped` says when it was not), with the description of its columns.
 */
export function feedingRow(species: Species, weightKg: number): FeedingRowAt {
  const { min, max } = FEEDING_RANGE[species];
  const safe = Number.isFinite(weightKg) ? weightKg : min;
  const tenth = Math.min(Math.round(max * 10), Math.max(Math.round(min * 10), Math.round(safe * 10)));
  const row = TABLES[species][tenth - Math.round(min * 10)]!;
  return { ...row, species, columns: FEEDING_COLUMNS[species], requestedKg: weightKg, clamped: safe < min - 0.05 || safe > max + 0.05 || !Number.isFinite(weightKg) };
}

/**
 * The table is written for dry food of a reference energy density (kcal per kg): these values
 * reproduce it with the usual energy formulas (see the decision record). Other feeds scale by
 * their own density.
 */
export const REFERENCE_KCAL_PER_KG: Record<Species, number> = { dog: 3800, cat: 3900 };

export function gramsForFeed(species: Species, tableGrams: number, kcalPerKg: number): number {
  if (!(kcalPerKg > 0)) return tableGrams;
  return Math.round((tableGrams * REFERENCE_KCAL_PER_KG[species]) / kcalPerKg);
}
