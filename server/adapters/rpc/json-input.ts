/**
 * JSON parameters of a server method, checked on the text before `JSON.parse` builds anything:
 * a 10 KB body of `[[[[…` is small enough to pass the size limit, yet 5,000 levels deep it
 * overflows the stack of any recursive code that walks it (validation, logging, stringify).
 * Strings may not carry NUL: PostgreSQL refuses it in text, SQLite would keep it, and no field
 * of this site has a use for it — refused here, both databases behave the same.
 */
export const MAX_JSON_DEPTH = 32;

export type JsonInput =
  | { ok: true; value: unknown }
  | { ok: false; errorCode: 'JSON_TOO_DEEP' | 'INVALID_JSON' | 'INVALID_TEXT'; message: string; field: string };

/** True when the text opens more than `max` arrays/objects inside each other (strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** Parses `text` (the body, or `methodParams` — named by `field`) within the limits above. */
export function parseJsonInput(text: string, field: string): JsonInput {
  if (jsonTooDeep(text)) {
    return { ok: false, errorCode: 'JSON_TOO_DEEP', message: `요청 값이 너무 깊게 중첩되어 있습니다(최대 ${MAX_JSON_DEPTH}단계).`, field };
  }
  let nulAt: string | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v: unknown) => {
      if (nulAt === undefined && (key.includes('\0') || (typeof v === 'string' && v.includes('\0')))) nulAt = key === '' ? field : key;
      return v;
    });
  } catch {
    return { ok: false, errorCode: 'INVALID_JSON', message: field === 'body' ? '요청 본문이 올바른 JSON이 아닙니다.' : `${field}가 올바른 JSON이 아닙니다.`, field };
  }
  if (nulAt !== undefined) return { ok: false, errorCode: 'INVALID_TEXT', message: `${nulAt} 값에 사용할 수 없는 문자(NUL)가 들어 있습니다.`, field: nulAt };
  return { ok: true, value };
}
