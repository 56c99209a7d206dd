import type { z } from 'zod';
import type { StaffPermission } from '#server/platform/auth/staff-roles';
import { defineOperation, type Operation } from '#server/platform/operations/operation';

/**
 * What a back-office operation needs the staff member to be allowed to do: a permission of the
 * role table (server/platform/auth/staff-roles.ts), so pages, operations and server methods all
 * decide through it.
 *
 * - content: products, articles and their categories/tags, FAQ, notices (admin, editor)
 * - campaigns: free-trial and 1+1 campaigns, stores and their bulk import (admin, editor)
 * - site: the terms of use and the privacy policy (admin: legal texts, like the business details)
 */
export type Capability = Extract<StaffPermission, 'content' | 'campaigns' | 'site'>;

export type StaffOperation<I extends z.ZodType, V, C extends string> = Operation<I, V, `staff:${Capability}`, C> & { capability: Capability };

/** A back-office operation: `defineOperation` with the access of its capability. */
export function staffOperation<I extends z.ZodType, V, C extends string>(
  capability: Capability,
  def: Omit<Operation<I, V, `staff:${Capability}`, C>, 'transaction' | 'access'> & { transaction?: boolean },
): StaffOperation<I, V, C> {
  return { ...defineOperation<I, V, `staff:${Capability}`, C>({ ...def, access: `staff:${capability}` }), capability };
}
