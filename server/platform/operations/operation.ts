import type { z } from 'zod';
import type { DbConn } from '#server/platform/db/database';
import type { Services } from '#server/platform/services';
import type { Later } from '#server/platform/after-response';
import { type AuditSubject, changedFields, insertAuditEntry } from '#server/platform/audit/audit-trail';
import { type Access, type CredentialOf, isStaffAccess, type StaffCredential } from './credentials';

/**
 * One declaration per operation (docs/decisions/012-operations.md): its input schema, who may
 * run it, its refusals with their Korean messages, and the work. The RPC method
 * (server/adapters/rpc/operation-method.ts) and the page action (app/page-kit/operation-action.server.ts) are
 * thin adapters over it, so the two cannot disagree on a rule or a message.
 */

/** How one refusal is answered: HTTP status, the Korean message people read, the form field it belongs to. */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

export interface Done<V> {
  ok: true;
  value: V;
}

/** A refusal named by its code in the operation's table; `message`/`field` override the table's for this case. */
export interface Refused<C extends string = string> {
  ok: false;
  code: C;
  message?: string;
  field?: string;
  detail?: unknown;
  /** A limit refused the attempt: seconds until it may be tried again (429 answers carry Retry-After). */
  retryAfter?: number;
}

export type Answer<V, C extends string = string> = Done<V> | Refused<C>;

export const answer = {
  ok<V>(value: V): Done<V> {
    return { ok: true, value };
  },
  refuse<C extends string>(code: C, extra: { message?: string; field?: string; detail?: unknown; retryAfter?: number } = {}): Refused<C> {
    return { ok: false, code, ...extra };
  },
};

export interface OperationContext<A extends Access> {
  /** In an operation that writes, `services.db.kysely` is the operation's transaction. */
  services: Services;
  /** The operation's connection: its transaction when it writes. Data functions take this. */
  db: DbConn;
  credential: CredentialOf<A>;
  clientIp: string;
  requestId: string;
  /** Work to do once the request's answer is written: what must not delay or shape the answer. */
  afterResponse: Later;
  /**
   * A staff operation records what it changed here: the object, and its fields before and after
   * (only those that differ are kept). Written on the operation's transaction, so the entry and
   * the change commit or roll back together (issue 14, item 6). Does nothing for member and
   * public operations.
   */
  audit(subject: AuditSubject, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<void>;
  /**
   * Work that must follow the commit, never precede it (publishing a cache invalidation, asking a
   * slow outside service and writing its answer): it gets the services outside the transaction.
   */
  afterCommit(work: (services: Services) => Promise<void> | void): void;
}

export interface Operation<I extends z.ZodType = z.ZodType, V = unknown, A extends Access = Access, C extends string = string> {
  name: string;
  input: I;
  access: A;
  refusals: Record<C, Refusal>;
  /** false for an operation that only reads (or must not hold a transaction); writes run in one. */
  transaction: boolean;
  /**
   * Staff operations: false for one that changes nothing (a look-up). Otherwise, when `run`
   * recorded no entry through `ctx.audit`, the kit writes one naming this subject (or the
   * operation) with the input as what was set, so no staff change goes unrecorded.
   */
  audit?: false | AuditSubjectOf<z.output<I>, V>;
  run(input: z.output<I>, ctx: OperationContext<A>): Promise<Answer<V, NoInfer<C>>>;
}

/**
 * How an operation names the object of its default audit entry. Declared as a method, so its
 * parameters are compared both ways: an operation stays usable where a wider one is expected
 * (the back-office kit takes any save whose value has an id).
 */
type AuditSubjectOf<I, V> = { subjectOf(input: I, value: V): AuditSubject }['subjectOf'];

export function defineOperation<I extends z.ZodType, V, A extends Access, C extends string>(
  def: Omit<Operation<I, V, A, C>, 'transaction'> & { transaction?: boolean },
): Operation<I, V, A, C> {
  const op = { ...def, transaction: def.transaction ?? true };
  // A staff change and its audit entry share one transaction; a staff operation without one must be a read.
  if (isStaffAccess(op.access) && !op.transaction && op.audit !== false) {
    throw new Error(`${op.name}: a staff operation that changes something runs in a transaction (its audit entry is written in it)`);
  }
  return op;
}

/** What an adapter knows about the caller once access is checked. */
export interface Caller<A extends Access> {
  services: Services;
  credential: CredentialOf<A>;
  clientIp: string;
  requestId: string;
  /** Work to do once the request's answer is written (server/platform/after-response.ts). */
  afterResponse: Later;
}

class RolledBack extends Error {
  constructor(readonly refused: Refused) {
    super(`refused: ${refused.code}`);
  }
}

/**
 * Runs an operation on input its schema already accepted. A writing operation runs in one
 * transaction, and a refusal rolls back whatever it wrote before refusing.
 */
export async function perform<I extends z.ZodType, V, A extends Access, C extends string>(
  op: Operation<I, V, A, C>,
  input: z.output<I>,
  caller: Caller<A>,
): Promise<Answer<V, C>> {
  const staff = isStaffAccess(op.access) && op.audit !== false ? (caller.credential as StaffCredential) : null;
  const afterCommit: ((services: Services) => Promise<void> | void)[] = [];
  let recorded = 0;
  const contextOn = (db: DbConn, services: Services): OperationContext<A> => ({
    ...caller,
    services,
    db,
    async audit(subject, before, after) {
      if (staff === null) return;
      recorded += 1;
      await insertAuditEntry(db, actorOf(staff, caller), { kind: 'change', action: op.name, subject, detail: changedFields(before, after) });
    },
    afterCommit(work) {
      afterCommit.push(work);
    },
  });
  /** The kit's own entry for a staff change whose run recorded none. */
  const recordDefault = async (db: DbConn, value: V) => {
    if (staff === null || recorded > 0) return;
    const subject = typeof op.audit === 'function' ? op.audit(input, value) : defaultSubject(op.name, input, value);
    const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : { input };
    await insertAuditEntry(db, actorOf(staff, caller), { kind: 'change', action: op.name, subject, detail: changedFields(null, fields) });
  };

  let outcome: Answer<V, C>;
  if (!op.transaction) {
    outcome = await op.run(input, contextOn(caller.services.db.kysely, caller.services));
  } else {
    try {
      outcome = await caller.services.db.kysely.transaction().execute(async (trx) => {
        // The services the work sees query through the transaction too: a service function that
        // takes `services` joins it instead of waiting for the (SQLite: single) connection it holds.
        const services: Services = { ...caller.services, db: { ...caller.services.db, kysely: trx } };
        const done = await op.run(input, contextOn(trx, services));
        if (!done.ok) throw new RolledBack(done);
        await recordDefault(trx, done.value);
        return done;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.refused as Refused<C>;
      throw error;
    }
  }
  if (outcome.ok) for (const work of afterCommit) await work(caller.services);
  return outcome;
}

/**
 * The object of a default entry: the kind the operation's name starts with ('product' of
 * 'product.save') and the record's id from the input or the answer, so the trail can be
 * filtered by the record and link to it (issue 24, item 3).
 */
function defaultSubject(name: string, input: unknown, value: unknown): AuditSubject {
  const idOf = (v: unknown) => (typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : undefined);
  const dot = name.lastIndexOf('.');
  return { type: dot > 0 ? name.slice(0, dot) : name, id: idOf(input) ?? idOf(value) ?? '' };
}

function actorOf(staff: StaffCredential, caller: Pick<Caller<Access>, 'clientIp' | 'requestId'>) {
  return { id: staff.staffId, name: staff.name, role: staff.role, ip: caller.clientIp, requestId: caller.requestId };
}

/** A refusal as both adapters answer it: the table's status, its message and field unless the case overrides them. */
export function refusalOf<C extends string>(op: Pick<Operation<z.ZodType, unknown, Access, C>, 'refusals'>, refused: Refused<C>): Refusal & { code: C; retryAfter?: number } {
  const declared = op.refusals[refused.code];
  const field = refused.field ?? declared.field;
  return {
    code: refused.code,
    status: declared.status,
    message: refused.message ?? declared.message,
    ...(field !== undefined && { field }),
    ...(refused.retryAfter !== undefined && { retryAfter: refused.retryAfter }),
  };
}
