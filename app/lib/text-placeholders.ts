/**
 * The names staff may write in texts they edit (legal documents, brand pages) for values kept once
 * in the site settings. Staff read and write the Korean name ("{브랜드명}"); texts written before
 * (and the seed) use the key ("{brand}"): both are filled.
 */
const TEXT_PLACEHOLDERS = {
  brand: '브랜드명',
  company: '회사명',
  ceo: '대표자',
  address: '회사 주소',
  csPhone: '고객센터 전화',
  csEmail: '고객센터 이메일',
  csHours: '상담 시간',
} as const;

export type PlaceholderKey = keyof typeof TEXT_PLACEHOLDERS;

const KEYS = Object.keys(TEXT_PLACEHOLDERS) as PlaceholderKey[];
const BY_NAME = new Map<string, PlaceholderKey>(KEYS.flatMap((k) => [[k, k] as const, [TEXT_PLACEHOLDERS[k], k] as const]));
const PATTERN = new RegExp(`\\{(${[...BY_NAME.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\}`, 'g');

/** The text with each placeholder it uses (either name) replaced by its value; a value not given is left as written. */
export function fillPlaceholders(text: string, values: Partial<Record<PlaceholderKey, string>>): string {
  return text.replace(PATTERN, (whole, name: string) => values[BY_NAME.get(name)!] ?? whole);
}

/** The text as staff read it: every placeholder by its Korean name. */
export function koreanPlaceholders(text: string): string {
  return text.replace(PATTERN, (_whole, name: string) => `{${TEXT_PLACEHOLDERS[BY_NAME.get(name)!]}}`);
}

/** Every string inside a value (an editor's record) with koreanPlaceholders applied. */
export function koreanPlaceholdersIn<T>(value: T): T {
  if (typeof value === 'string') return koreanPlaceholders(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => koreanPlaceholdersIn(v)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, koreanPlaceholdersIn(v)])) as T;
  return value;
}

/** "{브랜드명}, {회사명}…": the names a hint lists. */
export function placeholderNames(keys: readonly PlaceholderKey[] = KEYS): string {
  return keys.map((k) => `{${TEXT_PLACEHOLDERS[k]}}`).join(', ');
}
