import { data } from 'react-router';
import { requireMember } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import type { PageArgs } from '#app/lib/page-args';
import { getMarketingConsent, updateMarketingConsent } from './accounts.server';
import { MarketingSchema } from './schemas';

/** /marketing: a member's consent to marketing messages; guests see the explanation only. */
export async function loadMarketing({ context }: PageArgs) {
  if (context.viewer.isGuest) return { consent: null };
  return { consent: await getMarketingConsent(context.services, context.viewer.userId) };
}

/** Saves the consent form; bad input answers 400 and saves nothing. */
export async function marketingAction({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const parsed = parseForm(MarketingSchema, await readForm(request));
  if (!parsed.ok) return data({ saved: false }, { status: 400 });
  await updateMarketingConsent(context.services, member.userId, parsed.data);
  return { saved: true };
}
