/**
 * Parts of a text that hold only while a service is configured (issue 25, item 4b): written
 * `{카카오 로그인}…{/카카오 로그인}` (or by key, `{kakao}…{/kakao}`), kept when the condition
 * holds and dropped when it does not, so a text never promises what the site does not offer.
 */
export interface TextConditions {
  /** Kakao sign-up and login are configured (app/features/account/kakao-enabled.server.ts). */
  kakao: boolean;
}

const NAMES: Record<keyof TextConditions, readonly string[]> = { kakao: ['kakao', '카카오 로그인'] };

const SECTION = new RegExp(`\\{(${Object.values(NAMES).flat().join('|')})\\}([\\s\\S]*?)\\{/\\1\\}`, 'g');

const conditionOf = (name: string) => (Object.keys(NAMES) as (keyof TextConditions)[]).find((k) => NAMES[k].includes(name))!;

/** The text with each conditional part kept (its markers removed) or dropped. */
export function resolveConditions(text: string, conditions: TextConditions): string {
  return text.replace(SECTION, (_whole, name: string, inner: string) => (conditions[conditionOf(name)] ? inner : ''));
}

/** Every text a conditional text may become: the forms a seed may have written. */
export function conditionVariants(text: string): string[] {
  return [...new Set([resolveConditions(text, { kakao: true }), resolveConditions(text, { kakao: false })])];
}
