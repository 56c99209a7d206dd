/**
 * Header values made as flat strings. node:http checks every header value with a regular
 * expression; V8 runs it straight in its compiled code only on a flat string, and a value joined
 * from pieces (a rope) sends it through the runtime first, where it is flattened and prepared: on
 * the fast path that cost more than everything else the answer does (docs/performance.md). A
 * value written into a buffer and read back with `latin1Slice` (Buffer's own method under
 * `toString('latin1')`) is one flat string.
 */
interface Latin1Buffer {
  latin1Slice(start: number, end: number): string;
  latin1Write(text: string, offset: number): number;
}

const latin1 = (buffer: Buffer): Latin1Buffer => buffer as unknown as Latin1Buffer;

/** The bytes of `buffer` from `start` to `end` as a flat string (each byte one character). */
export function flatLatin1(buffer: Buffer, start: number, end: number): string {
  return latin1(buffer).latin1Slice(start, end);
}

/**
 * A header value with one part that changes (`before` + part + `after`), the part always
 * `length` ASCII characters: each value is written into one buffer and read back flat. Any
 * other part (or a template that is not ASCII) is joined as usual.
 */
export function flatTemplate(before: string, after: string, length: number): (part: string) => string {
  const ascii = /^[\x20-\x7e]*$/;
  if (!ascii.test(before) || !ascii.test(after)) return (part) => before + part + after;
  const buffer = Buffer.from(before + ' '.repeat(length) + after, 'latin1');
  const at = before.length;
  return (part) => {
    if (part.length !== length || !ascii.test(part)) return before + part + after;
    latin1(buffer).latin1Write(part, at);
    return latin1(buffer).latin1Slice(0, buffer.length);
  };
}
