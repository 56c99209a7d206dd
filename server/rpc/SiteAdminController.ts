import { SiteConfigUpdateSchema } from '#app/features/site/schemas';
import { updateSiteConfig } from '#app/features/site/site-config.server';
import { wrappedMethod } from './define';

export const SiteAdminController = {
  /** Staff switch maintenance, disabled paths, login-required paths and the brand name. */
  updateSiteConfig: wrappedMethod({
    input: SiteConfigUpdateSchema.refine((v) => Object.keys(v).length > 0, { message: '변경할 항목이 없습니다.' }),
    access: 'staff',
    handler: async (input, { services }) => {
      await updateSiteConfig(services, input);
      return null;
    },
  }),
} as const;
