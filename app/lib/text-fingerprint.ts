/**
 * A short fingerprint of a text (32-bit FNV-1a, hex), for telling two strings apart without
 * repeating either: the root's search-engine data names the query it was made for this way, so
 * a query string (an address typed by anyone) is never echoed into the page.
 */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
