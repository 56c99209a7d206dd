import { answer, defineOperation } from '#server/platform/operations/operation';
import { SiteConfigUpdateSchema } from './schemas';
import { publishSiteConfigChange, siteConfigValues, writeSiteConfig } from './data/site-config.server';

/**
 * Staff change the site's settings (SPEC 3.1 names): SiteAdminController.updateSiteConfig sends
 * any part of them, the staff page the whole form (its own schema maps the form's fields and
 * asks the form-only confirmations first). The UPDATE and its audit entry (the fields before and
 * after) share the operation's transaction; the invalidation it publishes follows the commit,
 * never precedes it.
 */
export const updateSiteConfigOp = defineOperation({
  name: 'site.updateSiteConfig',
  input: SiteConfigUpdateSchema.refine((v) => Object.keys(v).length > 0, { message: '변경할 항목이 없습니다.' }),
  access: 'staff:site',
  refusals: {},
  async run(change, { db, services, audit, afterCommit }) {
    const stored = await siteConfigValues(db);
    const before = Object.fromEntries(Object.keys(change).map((key) => [key, stored[key]]));
    await writeSiteConfig(db, change);
    await audit({ type: 'site_config', id: '1' }, before, change);
    afterCommit(() => publishSiteConfigChange(services.invalidation));
    return answer.ok(null);
  },
});
