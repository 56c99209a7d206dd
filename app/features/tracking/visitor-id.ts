import { UUID_STORAGE_KEY } from './tracking-rules';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: a version-4 UUID from the same secure random source.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * SPEC 4.8 / 9.3: one random UUID per browser under the local-storage key `UUID`, made on the
 * first visit and reused. When storage is unavailable (private mode, blocked) the UUID lives
 * for this page only.
 */
export function visitorUuid(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage()): string {
  try {
    const existing = storage?.getItem(UUID_STORAGE_KEY)?.toLowerCase();
    if (existing && UUID_PATTERN.test(existing)) return existing;
  } catch {
    // fall through: a new UUID
  }
  const id = randomUuid();
  try {
    storage?.setItem(UUID_STORAGE_KEY, id);
  } catch {
    // quota or disabled storage: keep going without it
  }
  return id;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored UUID without making one (for log entries). */
export function storedVisitorUuid(): string | undefined {
  try {
    const value = safeLocalStorage()?.getItem(UUID_STORAGE_KEY)?.toLowerCase();
    return value && UUID_PATTERN.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
