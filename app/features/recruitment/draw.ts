/**
 * The draw of a free-trial campaign (issue 24 item 5; docs/decisions/047-trial-workflow.md), pure:
 * the same seed and the same applications give the same winners, so a recorded draw can be run
 * again and checked. Which applications take part (one per member, duplicates) is decided before.
 */

/** A 128-bit hash of the seed text (cyrb128), the four words the generator starts from. */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A generator of 32-bit numbers from a seed text (sfc32): deterministic, well spread, fast. */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = seedWords(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  // The first outputs still carry the seed's shape: let them go.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** An index in [0, n) without the bias of `x % n` (rejection of the uneven top of the range). */
function below(next: () => number, n: number): number {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/**
 * `count` winners among `eligible` (application ids), in the order drawn: the ids are sorted first
 * (the order they were read in does not matter), then shuffled by Fisher–Yates with the seeded
 * generator as far as needed. Every id has the same chance; with fewer ids than `count` all win.
 */
export function drawWinners(eligible: readonly string[], count: number, seed: string): string[] {
  const pool = [...new Set(eligible)].sort();
  const take = Math.max(0, Math.min(count, pool.length));
  const next = seededRandom(seed);
  for (let i = 0; i < take; i++) {
    const j = i + below(next, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take);
}

export interface DrawApplicant {
  id: string;
  mobile: string;
  postcode: string;
  roadAddress: string;
  addressDetail: string;
  createdAt: string;
}

const phoneKey = (mobile: string) => {
  const digits = mobile.replace(/\D/g, '');
  return digits === '' ? null : `p:${digits}`;
};
const addressKey = (a: DrawApplicant) => {
  const text = `${a.postcode}|${a.roadAddress}|${a.addressDetail}`.normalize('NFC').replace(/\s+/g, '').toLowerCase();
  return a.roadAddress.trim() === '' ? null : `a:${text}`;
};

export interface DuplicateGroup {
  /** 'phone' when every link in the group is the same phone, 'address' when the same address, else 'both'. */
  reason: 'phone' | 'address' | 'both';
  /** Application ids, earliest application first: the first is the one kept when duplicates are excluded. */
  ids: string[];
}

/**
 * Applications of different members that share a mobile number or a delivery address (digits of
 * the number; postcode, road address and detail without spaces), grouped: A and B share a phone
 * and B and C an address → one group of three. Groups of one are not returned.
 */
export function duplicateGroups(applicants: readonly DrawApplicant[]): DuplicateGroup[] {
  const ordered = [...applicants].sort((x, y) => (x.createdAt === y.createdAt ? (x.id < y.id ? -1 : 1) : x.createdAt < y.createdAt ? -1 : 1));
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const reasons = new Map<string, Set<'phone' | 'address'>>();
  const firstByKey = new Map<string, string>();
  for (const a of ordered) parent.set(a.id, a.id);
  for (const a of ordered) {
    for (const [key, kind] of [
      [phoneKey(a.mobile), 'phone'],
      [addressKey(a), 'address'],
    ] as const) {
      if (key === null) continue;
      const first = firstByKey.get(key);
      if (first === undefined) {
        firstByKey.set(key, a.id);
        continue;
      }
      const [ra, rb] = [find(first), find(a.id)];
      const root = ra;
      const merged = new Set([...(reasons.get(ra) ?? []), ...(reasons.get(rb) ?? []), kind]);
      if (ra !== rb) parent.set(rb, ra);
      reasons.set(root, merged);
    }
  }
  const groups = new Map<string, string[]>();
  for (const a of ordered) {
    const root = find(a.id);
    groups.set(root, [...(groups.get(root) ?? []), a.id]);
  }
  return [...groups.entries()]
    .filter(([, ids]) => ids.length > 1)
    .map(([root, ids]) => {
      const kinds = reasons.get(root) ?? new Set();
      return { reason: kinds.size === 2 ? 'both' : kinds.has('phone') ? 'phone' : 'address', ids };
    });
}

/** With duplicates excluded, every application of a group after its earliest one stays out of the draw. */
export function excludedDuplicates(groups: readonly DuplicateGroup[]): string[] {
  return groups.flatMap((g) => g.ids.slice(1));
}
