import { z } from 'zod';
import { data, redirect } from 'react-router';
import { requireStaff } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import { type PageArgs, readQuery } from '#app/lib/page-args';
import { blockingSignIn, SiteSettingsFormSchema } from './schemas';
import { readSiteSettings, updateSiteConfig } from './site-config.server';

/** `?saved=1` after a save (the notice); any other value is no notice. */
const SavedQuery = z.object({ saved: z.string().optional().transform((value) => value === '1') });

/** /staff/site: the settings as they are now (read past the cache, so staff see what they saved). */
export async function loadSiteSettingsPage(args: PageArgs) {
  requireStaff(args.context, args.request);
  const settings = await readSiteSettings(args.context.services);
  const { saved } = readQuery(args, SavedQuery);
  return {
    brandName: settings.brandName,
    config: settings.config,
    blocking: blockingSignIn(settings.config.DisabledPaths__c),
    saved,
  };
}

/** Saves the whole form; bad input answers 400 with `{errors, values}` and changes nothing. */
export async function saveSiteSettings(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const { services } = args.context;
  const parsed = parseForm(SiteSettingsFormSchema, await readForm(args.request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  await updateSiteConfig(services, parsed.data);
  // Who switched the site, and to what: the request log alone would not say.
  services.logger.info({ staffId: staff.userId, maintenance: parsed.data.IsMaintenance__c, disabledPaths: parsed.data.DisabledPaths__c, loginRequiredPaths: parsed.data.LoginRequiredPaths__c }, 'site settings changed');
  return redirect('/staff/site?saved=1');
}
