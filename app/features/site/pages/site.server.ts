import { z } from 'zod';
import { data, redirect } from 'react-router';
import { requireStaff } from '#app/page-kit/auth.server';
import { parseForm, readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { updateSiteConfigOp } from '../operations.server';
import { blockingSignIn, SiteSettingsFormSchema } from '../schemas';
import { readSiteSettings } from '../data/site-config.server';
import { staffHref } from '#app/config/staff-href';

/** `?saved=1` after a save (the notice); any other value is no notice. */
const SavedQuery = z.object({ saved: z.string().optional().transform((value) => value === '1') });

/** /staff/site: the settings as they are now (read past the cache, so staff see what they saved). */
export async function loadSiteSettingsPage(args: PageArgs) {
  requireStaff(args.context, args.request);
  const settings = await readSiteSettings(args.context.services.db.kysely);
  const { saved } = readQuery(args, SavedQuery);
  return {
    brandName: settings.brandName,
    config: settings.config,
    promises: settings.promises,
    searchVerification: settings.searchVerification,
    blocking: blockingSignIn(settings.config.DisabledPaths__c),
    saved,
  };
}

/** Saves the whole form (the updateSiteConfig operation); bad input answers 400 with `{errors, values}` and changes nothing. */
export async function saveSiteSettings(args: PageArgs) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const parsed = parseForm(SiteSettingsFormSchema, form);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const tried = await attemptForm(updateSiteConfigOp, args, form, { fromForm: () => parsed.data });
  if (!tried.ok) return data({ errors: tried.errors, values: tried.values }, { status: 400 });
  return redirect(staffHref('staff-site', { saved: 1 }));
}
