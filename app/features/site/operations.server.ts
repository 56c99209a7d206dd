import { answer, defineOperation } from '#server/platform/operations/operation';
import { SiteConfigUpdateSchema } from './schemas';
import { updateSiteConfig } from './site-config.server';

/**
 * Staff change the site's settings (SPEC 3.1 names): SiteAdminController.updateSiteConfig sends
 * any part of them, the staff page the whole form (its own schema maps the form's fields and
 * asks the form-only confirmations first). No transaction: it is one UPDATE, and the
 * invalidation it publishes must follow the write, not precede its commit.
 */
export const updateSiteConfigOp = defineOperation({
  name: 'site.updateSiteConfig',
  input: SiteConfigUpdateSchema.refine((v) => Object.keys(v).length > 0, { message: '변경할 항목이 없습니다.' }),
  access: 'staff',
  transaction: false,
  refusals: {},
  async run(change, { services, credential }) {
    await updateSiteConfig(services, change);
    // Who switched the site, and to what: the request log alone would not say.
    services.logger.info({ staffId: credential.staffId, maintenance: change.IsMaintenance__c, disabledPaths: change.DisabledPaths__c, loginRequiredPaths: change.LoginRequiredPaths__c }, 'site settings changed');
    return answer.ok(null);
  },
});
