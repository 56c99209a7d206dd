/** The encodings the server sends, best first (docs/decisions/039-compression.md). */
export type Encoding = 'br' | 'gzip' | 'identity';

const cache = new Map<string, Encoding[]>();
const MAX_CACHED = 64;

/**
 * The encodings a request's `Accept-Encoding` allows, in the server's order of preference
 * (brotli, then gzip, then none), dropping those with q=0 (RFC 9110 12.5.3). Browsers send a
 * handful of distinct headers, so the answer is memoised per header value.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (header === undefined || header === '') return ['identity'];
  let accepted = cache.get(header);
  if (accepted !== undefined) return accepted;
  const q = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    q.set(coding, weight);
  }
  const weightOf = (coding: string): number => q.get(coding) ?? (coding === 'identity' ? (q.get('*') ?? 1) : (q.get('*') ?? 0));
  accepted = (['br', 'gzip', 'identity'] as const).filter((c) => weightOf(c) > 0);
  // A client that refuses even identity still gets it (RFC 9110 allows answering without encoding).
  if (accepted.length === 0 || accepted[accepted.length - 1] !== 'identity') accepted = [...accepted, 'identity'];
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(header, accepted);
  return accepted;
}

/** The first of the encodings on offer the request accepts (identity when none is). */
export function chooseEncoding(header: string | undefined, offered: { br?: unknown; gzip?: unknown }): Encoding {
  for (const encoding of acceptedEncodings(header)) {
    if (encoding === 'identity' || offered[encoding] !== undefined) return encoding;
  }
  return 'identity';
}
