import type { z } from 'zod';
import { type Access, type CredentialOf, isStaffAccess, type StaffAccess } from '#server/platform/operations/credentials';
import { type Caller, type Operation, perform, refusalOf } from '#server/platform/operations/operation';
import { RateLimitedError, RpcError } from '#server/platform/errors/request-errors';
import type { PersonalDataOf, RpcContext, RpcMethod } from './define';

/**
 * The RPC adapter of an operation (docs/decisions/012-operations.md). `wire` is the method's
 * SPEC parameter shape when it differs from the operation's input: the router checks it (the
 * generic INVALID_INPUT for a malformed call), then its output is read by the operation's own
 * schema, whose Korean message answers a rule the page refuses the same way. Refusals become
 * `RpcError(status, code, message, field)`.
 */
interface MethodOptions<V, Out, Wr extends boolean> {
  /** Answer `{success, message, data}` (SPEC 7.1). */
  wrapped?: Wr;
  /** The answer on the wire, when it is not the operation's value as it is. */
  toWire?: (value: V) => Out;
  /** The wire's name of a field the operation's schema refused (e.g. `name` → `pet.name`). */
  wireField?: (field: string) => string;
}

type Wrapping<Wr extends boolean> = Wr extends true ? { wrapped: true } : unknown;

export function operationMethod<I extends z.ZodType, V, A extends Access, C extends string, W extends z.ZodType, Out = V, Wr extends boolean = false>(
  op: Operation<I, V, A, C>,
  options: MethodOptions<V, Out, Wr> &
    PersonalDataOf<A> & {
      wire: W;
      /** The operation's input from the checked wire parameters, when their shapes differ (a nested object on the wire, flat fields in the operation). */
      fromWire?: (params: z.output<W>) => unknown;
    },
): RpcMethod<W, Out, A> & Wrapping<Wr>;
export function operationMethod<I extends z.ZodType, V, A extends Access, C extends string, Out = V, Wr extends boolean = false>(
  op: Operation<I, V, A, C>,
  // A staff operation's method must pass its personal-data declaration: the options are required then.
  ...options: A extends StaffAccess ? [MethodOptions<V, Out, Wr> & PersonalDataOf<A>] : [(MethodOptions<V, Out, Wr> & PersonalDataOf<A>)?]
): RpcMethod<I, Out, A> & Wrapping<Wr>;
export function operationMethod<A extends Access>(
  op: Operation<z.ZodType, unknown, A>,
  options: MethodOptions<unknown, unknown, boolean> & { wire?: z.ZodType; fromWire?: (params: never) => unknown; personalData?: RpcMethod['personalData'] } = {},
): RpcMethod<z.ZodType, unknown, A> {
  const { wire, toWire, fromWire, wireField, wrapped, personalData } = options;
  return {
    input: wire ?? op.input,
    access: op.access,
    ...(wrapped === true && { wrapped: true }),
    ...(personalData !== undefined && { personalData }),
    async handler(params, ctx) {
      let input: unknown = params;
      if (wire !== undefined) {
        const parsed = op.input.safeParse(fromWire ? fromWire(params as never) : params);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
          throw new RpcError(400, 'INVALID_INPUT', issue?.message ?? '입력값이 올바르지 않습니다.', wireField ? wireField(field) : field);
        }
        input = parsed.data;
      }
      const outcome = await perform(op, input, callerOf(op.access, ctx));
      if (!outcome.ok) {
        const refusal = refusalOf(op, outcome);
        if (refusal.retryAfter !== undefined) throw new RateLimitedError(refusal.message, refusal.retryAfter, refusal.code);
        throw new RpcError(refusal.status, refusal.code, refusal.message, refusal.field);
      }
      return toWire ? toWire(outcome.value) : outcome.value;
    },
  };
}

/** The credential the router put in the context for this access. */
function callerOf<A extends Access>(access: A, ctx: RpcContext<A>): Caller<A> {
  const all = ctx as RpcContext & Partial<RpcContext<StaffAccess> & RpcContext<'member'>>;
  const credential = isStaffAccess(access) ? all.staff : access === 'member' ? all.member : all.viewer;
  if (credential === undefined) throw new Error(`the router gave no ${access} credential`);
  return { services: ctx.services, clientIp: ctx.clientIp, requestId: ctx.requestId, afterResponse: ctx.afterResponse, credential: credential as CredentialOf<A> };
}
