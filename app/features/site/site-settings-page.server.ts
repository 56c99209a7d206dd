import { data, redirect } from 'react-router';
import type { MemberViewer } from '#app/lib/auth.server';
import { parseForm } from '#app/lib/forms.server';
import type { Services } from '#server/platform/services';
import { blockingSignIn, SiteSettingsFormSchema } from './schemas';
import { readSiteSettings, updateSiteConfig } from './site-config.server';

/** /staff/site: the settings as they are now (read past the cache, so staff see what they saved). */
export async function loadSiteSettingsPage(services: Services, url: URL) {
  const settings = await readSiteSettings(services);
  return {
    brandName: settings.brandName,
    config: settings.config,
    blocking: blockingSignIn(settings.config.DisabledPaths__c),
    saved: url.searchParams.get('saved') === '1',
  };
}

/** Saves the whole form; bad input answers 400 with `{errors, values}` and changes nothing. */
export async function saveSiteSettings(services: Services, staff: MemberViewer, form: FormData) {
  const parsed = parseForm(SiteSettingsFormSchema, form);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  await updateSiteConfig(services, parsed.data);
  // Who switched the site, and to what: the request log alone would not say.
  services.logger.info({ staffId: staff.userId, maintenance: parsed.data.IsMaintenance__c, disabledPaths: parsed.data.DisabledPaths__c, loginRequiredPaths: parsed.data.LoginRequiredPaths__c }, 'site settings changed');
  return redirect('/staff/site?saved=1');
}
