import type { z } from 'zod';
import type { Access } from '#server/platform/operations/credentials';
import { RpcError } from '#server/platform/errors/request-errors';
import type { RpcMethod } from './define';

/**
 * A server method whose work shares a one-at-a-time slot of this instance
 * (`services.exclusive`) with the page that does the same work: a call while the slot is taken
 * is answered 409 `BUSY` with the Korean `busy` message, before the method reads anything.
 */
export function exclusiveMethod<I extends z.ZodType, O, A extends Access, M extends RpcMethod<I, O, A>>(slot: string, busy: string, method: M & RpcMethod<I, O, A>): M {
  return {
    ...method,
    async handler(input, ctx) {
      const outcome = await ctx.services.exclusive.run(slot, async () => method.handler(input, ctx));
      if (outcome.busy) throw new RpcError(409, 'BUSY', busy);
      return outcome.value;
    },
  };
}
