import type { z } from 'zod';
import type { VisitorLimiter } from '#server/platform/auth/rate-limits';
import type { Viewer } from '#server/platform/auth/viewer';
import type { Access, MemberCredential, StaffAccess, StaffCredential } from '#server/platform/operations/credentials';
import type { PersonalDataDeclaration } from '#server/platform/audit/personal-data';
import type { Services } from '#server/platform/services';
import type { Later } from '#server/platform/after-response';

export type { Access } from '#server/platform/operations/credentials';

interface RpcBaseContext {
  services: Services;
  viewer: Viewer;
  requestId: string;
  clientIp: string;
  request: Request;
  /** Work to do once this request's answer is written (server/platform/after-response.ts). */
  afterResponse: Later;
}

/**
 * What a handler receives. The router checked the declared access first, so a member method
 * gets `member` and a staff method `staff`, typed and never a guest: handlers do not look at
 * `viewer.isGuest` again (public methods that vary for guests still read `viewer`).
 */
export type RpcContext<A extends Access = Access> = RpcBaseContext &
  (A extends StaffAccess ? { staff: StaffCredential } : A extends 'member' ? { member: MemberCredential } : unknown);


export interface RpcMethod<Input extends z.ZodType = z.ZodType, Output = unknown, A extends Access = Access> {
  input: Input;
  access: A;
  /** Answers are kept 5 minutes on the server and in the browser (SPEC 7.1, 9.1). Implies read-only. */
  cacheable?: boolean;
  /**
   * The invalidation topic of what staff can change in this answer (e.g. 'site-config'). The
   * server still keeps it 5 minutes, but drops it on every instance when the topic is published,
   * and browsers must revalidate it (no-cache + ETag) instead of keeping it for minutes
   * (docs/decisions/007-staff-changes-reach-every-instance.md).
   */
  invalidatedBy?: string;
  /** Read-only methods may be called by GET; the others only by POST (GET never changes state). */
  readOnly?: boolean;
  /** Wrap the answer as {success, message, data} (SPEC 7.1). */
  wrapped?: boolean;
  /** Largest accepted request body in bytes (default 64 KiB). */
  bodyLimit?: number;
  /**
   * How a write is counted per visitor (DESIGN 8): the limiter and the browser UUID of a call,
   * charged by the router before the handler runs (429 past the limit). 'in-handler' when the
   * handler counts itself (client logs keep part of a batch). Every public write declares one.
   */
  rateLimit?: 'in-handler' | { limiter: (services: Pick<Services, 'limits'>) => VisitorLimiter; visitorOf(input: z.output<Input>): string | undefined };
  /**
   * Staff methods: whether the answer shows members' personal data. The router writes a 'view'
   * entry to the audit trail for every answer of a declaring method (record and search name input
   * fields). Required for staff access by `method()`, `wrappedMethod()` and `operationMethod()`.
   */
  personalData?: PersonalDataDeclaration;
  handler(input: z.output<Input>, ctx: RpcContext<A>): Promise<Output> | Output;
}

/** A staff method must say whether it shows members' personal data; other methods never do. */
export type PersonalDataOf<A extends Access> = A extends StaffAccess ? { personalData: PersonalDataDeclaration } : { personalData?: never };

/** Declares one server method; the router derives validation, access, caching and errors from it. */
export function method<Input extends z.ZodType, Output, A extends Access>(
  def: Omit<RpcMethod<Input, Output, A>, 'wrapped' | 'personalData'> & PersonalDataOf<A>,
): RpcMethod<Input, Output, A> {
  return def;
}

/** A method whose answer is wrapped as {success, message, data} (SPEC 7.1); the type says so too. */
export function wrappedMethod<Input extends z.ZodType, Output, A extends Access>(
  def: Omit<RpcMethod<Input, Output, A>, 'wrapped' | 'personalData'> & PersonalDataOf<A>,
): RpcMethod<Input, Output, A> & { wrapped: true } {
  return { ...def, wrapped: true };
}

export type Controller = Record<string, RpcMethod<z.ZodType, unknown, Access>>;

/** The payload a successful wrapped method answers with. */
interface Wrapped<T> {
  success: true;
  message: string;
  data: T;
}

/** What the browser receives for a method: the wrapper when it is wrapped, else the bare value. */
export type AnswerOf<M> = M extends RpcMethod<z.ZodType, infer O, Access>
  ? M extends { wrapped: true }
    ? Wrapped<Awaited<O>>
    : Awaited<O>
  : never;
export type ParamsOf<M> = M extends RpcMethod<infer I, unknown, Access> ? z.input<I> : never;
