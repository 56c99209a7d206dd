import { updateSiteConfigOp } from '#app/features/site/operations.server';
import { operationMethod } from './operation-method';

export const SiteAdminController = {
  /** Staff switch maintenance, disabled paths, login-required paths and the brand name. */
  updateSiteConfig: operationMethod(updateSiteConfigOp, { personalData: false, wrapped: true }),
} as const;
