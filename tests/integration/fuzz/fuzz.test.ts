import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuild } from '#server/adapters/app';
import type { Role } from '#server/platform/db/schema/members';
import { signedInMember } from '../../fixtures/members';
import { dialects } from '../../setup/test-server';
import type { AttackModule, Member } from '../ownership/types';
import { checkAnswer } from './oracle';
import { concretePath, type FuzzRequest, pageRequest, queryArb, rpcRequest } from './requests';
import { inputsFor, type Pools } from './schema-inputs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '#app/routes';
import { pageTargets, routeModulesWith, rpcTargets, vocabulary } from './targets';
import { serverFixture } from '../../fixtures/server';

/**
 * The fuzz suite (issue 10): every server method of the registry and every page action and
 * loader of the built route table gets hostile input as a guest, a member and staff. No answer
 * may be a 5xx, take 2 s or more, or carry a stack trace or SQL, and the victim's rows (another
 * member, whose ids are among the generated values) must not change.
 *
 * `npm run fuzz -- --runs N` multiplies the runs per target (FUZZ_RUNS); FUZZ_SEED replays one run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? '1');
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Runs per target and role; a role that cannot call a method only tries the door (2 runs). */
const PER_TARGET = { rpc: 12 * RUNS, rpcRefused: 2 * RUNS, action: 5 * RUNS, loader: 2 * RUNS };
/** Per target: room for its runs at the 2 s a request may take, however many runs are asked for. */
const TIMEOUT_MS = 30_000 * RUNS;
const ROLES = ['guest', 'member', 'staff'] as const;
type FuzzRole = (typeof ROLES)[number];

const attackModules: AttackModule[] = Object.values(import.meta.glob<Record<string, AttackModule>>('../ownership/*.attacks.ts', { eager: true })).flatMap((m) => Object.values(m));

const rpc = rpcTargets();
const build = (await loadBuild(path.resolve('build'))) as ServerBuild;
const pages = pageTargets(build);
const vocab = vocabulary();

describe.each(dialects)('fuzz on %s', (dialect) => {
  const server = serverFixture(dialect);
  let victim: Member;
  const actors: Partial<Record<Exclude<FuzzRole, 'guest'>, { id: string; cookie: string }>> = {};
  /** Ids the generated values use: the victim's for guests and members (they must not reach them), another member's for staff (who may). */
  const pools: Record<FuzzRole, Pools> = { guest: { ids: [] }, member: { ids: [] }, staff: { ids: [] } };
  let before: Record<string, unknown[]>;
  const covered = new Map<string, number>();

  /** Every row of the victim's, in every table with a member_id, plus the member row itself. */
  async function snapshot(): Promise<Record<string, unknown[]>> {
    const kysely = server.services.db.kysely;
    // PostgreSQL lists the tables of every schema; other test files' schemas share the database.
    const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(kysely)).rows[0]?.s : undefined;
    const tables = (await kysely.introspection.getTables()).filter((t) => schema === undefined || t.schema === schema);
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const column = table.columns.some((c) => c.name === 'member_id') ? 'member_id' : table.name === 'members' ? 'id' : undefined;
      if (column === undefined || table.name === 'sessions') continue;
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} where ${sql.ref(column)} = ${victim.id}`.execute(kysely);
      out[table.name] = rows.rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  }

  /** A live session for the role (a fuzzed logout or withdrawal ends one; the next run gets a new one). */
  async function cookieFor(role: FuzzRole): Promise<string | undefined> {
    if (role === 'guest') return undefined;
    const actor = actors[role];
    const kysely = server.services.db.kysely;
    if (actor) {
      const sid = actor.cookie.slice('sid='.length);
      const alive = (await server.services.sessions.get(sid)) !== null;
      const exists = (await kysely.selectFrom('members').select('id').where('id', '=', actor.id).where('withdrawn_at', 'is', null).executeTakeFirst()) !== undefined;
      if (alive && exists) return actor.cookie;
      if (exists) {
        const { id } = await server.services.sessions.create(actor.id);
        actor.cookie = `sid=${id}`;
        return actor.cookie;
      }
    }
    const fresh = await signedInMember(server.services, role as Role, role === 'staff' ? '운영자' : '퍼저');
    actors[role] = { id: fresh.id, cookie: fresh.cookie };
    return fresh.cookie;
  }

  async function send(request: FuzzRequest, role: FuzzRole): Promise<void> {
    const cookie = await cookieFor(role);
    const headers: Record<string, string> = { Origin: server.url, ...request.headers };
    if (cookie) headers.Cookie = cookie;
    const started = performance.now();
    // A new connection each time: the server drops a kept-alive socket whose refused 1 MB body
    // takes long to drain, and the next request on it would fail on the client's side.
    headers.Connection = 'close';
    const res = await server.fetch(request.path, { method: request.method, headers, body: request.body as BodyInit | undefined });
    const body = await res.text();
    checkAnswer({ label: `${role} ${request.describe} ${request.path.slice(0, 200)}`, status: res.status, ms: performance.now() - started, body });
  }

  async function fuzz(key: string, arbitrary: fc.Arbitrary<FuzzRequest>, role: FuzzRole, numRuns: number): Promise<void> {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        covered.set(key, (covered.get(key) ?? 0) + 1);
        await send(request, role);
      }),
      { numRuns, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
    );
  }

  beforeAll(async () => {
    const kysely = server.services.db.kysely;
    const products = (await kysely.selectFrom('products').select('id').limit(3).execute()).map((p) => p.id);
    const recordsOf = async (member: Member) => {
      const ids: Record<string, string> = {};
      for (const module of attackModules) Object.assign(ids, await module.setup({ server, a: member }));
      return [...new Set([...Object.values(ids), ...products, member.id])];
    };
    victim = await signedInMember(server.services, 'member', '피해회원');
    pools.guest.ids = pools.member.ids = await recordsOf(victim);
    pools.staff.ids = await recordsOf(await signedInMember(server.services, 'member', '상담회원'));
    before = await snapshot();
  }, 120_000);

  for (const role of ROLES) {
    describe(`as ${role}`, () => {
      for (const target of rpc) {
        it(`RPC ${target.name}`, async () => {
          const allowed = target.def.access === 'public' || (target.def.access === 'member' && role !== 'guest') || role === 'staff';
          const runs = allowed ? PER_TARGET.rpc : PER_TARGET.rpcRefused;
          await fuzz(`${role} rpc ${target.name}`, rpcRequest(target.className, target.methodName, inputsFor(target.def.input, pools[role])), role, runs);
        }, TIMEOUT_MS);
      }
      for (const page of pages.filter((p) => p.hasAction)) {
        it(`action ${page.id} (${page.path})`, async () => {
          const arbitrary = concretePath(page.path).chain((p) => pageRequest(p, vocab, pools[role]));
          await fuzz(`${role} action ${page.id}`, arbitrary, role, PER_TARGET.action);
        }, TIMEOUT_MS);
      }
      for (const page of pages.filter((p) => p.hasLoader)) {
        it(`loader ${page.id} (${page.path})`, async () => {
          const arbitrary = fc.tuple(concretePath(page.path), queryArb(vocab, pools[role]), fc.boolean()).map(
            ([p, q, data]): FuzzRequest => ({ method: 'GET', path: (data ? `${p === '/' ? '/_root' : p}.data` : p) + q, headers: {}, describe: 'GET' }),
          );
          await fuzz(`${role} loader ${page.id}`, arbitrary, role, PER_TARGET.loader);
        }, TIMEOUT_MS);
      }
    });
  }

  it("leaves the other member's data as it was", async () => {
    // The victim has something to lose: pets, health logs, orders, claims, reviews, inquiries…
    expect(Object.entries(before).filter(([, rows]) => rows.length > 0).length).toBeGreaterThan(8);
    expect(await snapshot()).toEqual(before);
  });

  it('fuzzed every method, action and loader in every role', () => {
    const missing: string[] = [];
    for (const role of ROLES) {
      for (const t of rpc) if (!covered.get(`${role} rpc ${t.name}`)) missing.push(`${role} rpc ${t.name}`);
      for (const p of pages) {
        if (p.hasAction && !covered.get(`${role} action ${p.id}`)) missing.push(`${role} action ${p.id}`);
        if (p.hasLoader && !covered.get(`${role} loader ${p.id}`)) missing.push(`${role} loader ${p.id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the fuzz targets', () => {
  it('are every route whose module exports an action or a loader', () => {
    const withAction = pages.filter((p) => p.hasAction).map((p) => p.id).sort();
    const withLoader = pages.filter((p) => p.hasLoader).map((p) => p.id).sort();
    const fromSource = (kind: 'action' | 'loader') => {
      const files = new Set(routeModulesWith(kind).map((f) => `routes/${f}`));
      // Layout routes (the staff area) hold their pages as children.
      const all = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] => entries.flatMap((r) => [r, ...all(r.children ?? [])]);
      return all(routeConfig).filter((r) => files.has(r.file) && r.path !== undefined).map((r) => r.id!).sort();
    };
    expect(withAction).toEqual(fromSource('action'));
    expect(withLoader).toEqual(fromSource('loader'));
  });

  it('cover every method of the registry', () => {
    expect(rpc.length).toBeGreaterThan(50);
    expect(new Set(rpc.map((t) => t.name)).size).toBe(rpc.length);
  });

  it('know the form fields and query parameters the pages use', () => {
    expect(vocab.fields).toEqual(expect.arrayContaining(['email', 'password', 'intent']));
    expect(vocab.params).toEqual(expect.arrayContaining(['id', 'species', 'startURL']));
  });
});
