import type { TestServer } from '../../setup/test-server';
import type { signedInMember } from '../../fixtures/members';

export type Member = Awaited<ReturnType<typeof signedInMember>>;
export type Call = (className: string, methodName: string, params: unknown) => Promise<Response>;

interface AttackContext {
  server: TestServer;
  /** The victim: the first member, whose data the attacks aim at. */
  a: Member;
  /** Ids of the victim's records, made by the module's setup. */
  ids: Record<string, string>;
  /** Calls a server method as the second member. */
  call: Call;
}

/**
 * One feature area's part of the ownership test: setup creates the victim's records, each
 * attack (keyed ClassName.methodName) tries the method as the second member and checks that
 * nothing of the victim's was read or changed.
 */
export interface AttackModule {
  setup(ctx: { server: TestServer; a: Member }): Promise<Record<string, string>>;
  attacks: Record<string, (ctx: AttackContext) => Promise<void>>;
}
