import fc from 'fast-check';
import { hostileString, hostileValue, RawToken, toFormText, toJsonText } from './hostile-values';
import type { Pools } from './schema-inputs';
import type { Vocabulary } from './targets';

/** One HTTP request the fuzzer sends (the cookie and origin are added when it is sent). */
export interface FuzzRequest {
  method: 'GET' | 'POST';
  /** Path and query, before BASE_PATH. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array | string | FormData | URLSearchParams;
  /** A short description for failure messages (never the 1 MB body itself). */
  describe: string;
}

const INVALID_UTF8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]);

function short(text: string): string {
  return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
}

/** RPC calls: JSON bodies as the browser sends them, and the wrong encodings around them. */
export function rpcRequest(className: string, methodName: string, params: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest> {
  const url = `/lwr/apex/v65.0/${className}/${methodName}`;
  return fc.tuple(params, fc.nat({ max: 99 })).map(([value, dice]): FuzzRequest => {
    const text = toJsonText(value);
    if (dice < 62) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/json' }, body: text, describe: `POST json ${short(text)}` };
    if (dice < 80) return { method: 'GET', path: `${url}?methodParams=${encodeURIComponent(text.slice(0, 6000))}`, headers: {}, describe: `GET methodParams=${short(text)}` };
    if (dice < 86) return { method: 'POST', path: url, headers: { 'Content-Type': 'text/plain' }, body: text, describe: `POST text/plain ${short(text)}` };
    if (dice < 90) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `a=${encodeURIComponent(text.slice(0, 1000))}`, describe: 'POST urlencoded' };
    if (dice < 94) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: INVALID_UTF8, describe: 'POST invalid UTF-8' };
    if (dice < 97) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/json' }, body: text.slice(0, Math.max(1, text.length >> 1)), describe: `POST truncated ${short(text)}` };
    return { method: 'POST', path: url, headers: { 'Content-Type': 'multipart/form-data' }, body: text, describe: 'POST multipart without boundary' };
  });
}

function fieldArb(vocab: Vocabulary, pools: Pools): fc.Arbitrary<[string, string]> {
  const name = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...vocab.fields) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b]', '', 'intent') });
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...vocab.values, ...pools.ids) },
    { weight: 3, arbitrary: hostileValue.map(toFormText) },
    { weight: 1, arbitrary: fc.constantFrom('on', 'yes', '1', '0', 'dog', 'cat', '2024', '-1') },
  );
  return fc.tuple(name, value);
}

/** A query string of names the loaders read, with hostile or plausible values. */
export function queryArb(vocab: Vocabulary, pools: Pools): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...vocab.params) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor') }),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...pools.ids, ...vocab.values) },
      { weight: 3, arbitrary: hostileString.filter((s) => s.length < 4000) },
      { weight: 1, arbitrary: fc.constantFrom('1', '0', '-1', '99999999', '1e999', 'NaN', 'dog', 'cat', 'x') },
    ),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    const text = params.toString();
    return text === '' ? '' : `?${text}`;
  });
}

const FILE_BYTES = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])), // a JPEG that stops after its first marker
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])), // a PNG signature and nothing else
  fc.constant(new TextEncoder().encode('%PDF-1.4\n<script>alert(1)</script>')),
);

/** A page form post: the right encodings with hostile fields, and the wrong encodings. */
export function pageRequest(path: string, vocab: Vocabulary, pools: Pools): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(queryArb(vocab, pools), fc.array(fieldArb(vocab, pools), { maxLength: 8 }), fc.nat({ max: 99 }), hostileValue, FILE_BYTES, fc.constantFrom('photo.jpg', '../../x.png', 'a.pdf', '', '\u0000.png'))
    .map(([query, fields, dice, value, fileBytes, fileName]): FuzzRequest => {
      const url = path + query;
      const described = fields.map(([k, v]) => `${k}=${short(v).slice(0, 40)}`).join('&');
      if (dice < 45) {
        const body = new URLSearchParams();
        for (const [k, v] of fields) body.append(k, v);
        return { method: 'POST', path: url, headers: {}, body, describe: `POST form ${short(described)}` };
      }
      if (dice < 60) {
        const body = new FormData();
        for (const [k, v] of fields) body.append(k, v);
        const fileField = fields[0]?.[0] ?? 'photos';
        body.append(fileField, new Blob([fileBytes as Uint8Array<ArrayBuffer>]), fileName);
        return { method: 'POST', path: url, headers: {}, body, describe: `POST multipart ${short(described)} + file ${fileField}` };
      }
      const text = value instanceof RawToken ? value.text : toJsonText(value);
      if (dice < 70) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/json' }, body: text, describe: `POST json ${short(text)}` };
      if (dice < 75) return { method: 'POST', path: url, headers: { 'Content-Type': 'multipart/form-data' }, body: 'a=1', describe: 'POST multipart without boundary' };
      if (dice < 80) {
        return { method: 'POST', path: url, headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' }, body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken', describe: 'POST multipart truncated' };
      }
      if (dice < 85) return { method: 'POST', path: url, headers: { 'Content-Type': 'text/plain' }, body: text, describe: `POST text/plain ${short(text)}` };
      if (dice < 90) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: INVALID_UTF8, describe: 'POST urlencoded invalid UTF-8' };
      if (dice < 95) return { method: 'POST', path: url, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `a=%E0%A4%A&b=${'%'.repeat(3)}&${'x'.repeat(60_000)}`, describe: 'POST urlencoded broken escapes' };
      return { method: 'POST', path: url, headers: {}, describe: 'POST without a body' };
    });
}

/** Fills `:param` segments and `*` of a route path. */
export function concretePath(pattern: string): fc.Arbitrary<string> {
  const segments = (pattern.startsWith('/') ? pattern : `/${pattern}`).split('/');
  return fc.tuple(...segments.map((s) => (s.startsWith(':') || s === '*' ? fc.oneof(fc.constantFrom('x', '..', '%00', 'a%2Fb', '%E0%A4%A', '__proto__'), fc.uuid()) : fc.constant(s)))).map((parts) => parts.join('/'));
}
