import { data } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { getMarketingConsent } from '../accounts.server';
import { updateMarketingOp } from '../operations.server';

/** /marketing: a member's consent to marketing messages; guests see the explanation only. */
export async function loadMarketing({ context }: PageArgs) {
  if (context.viewer.isGuest) return { consent: null };
  return { consent: await getMarketingConsent(context.services, context.viewer.userId) };
}

/** Saves the consent form; bad input answers 400 and saves nothing. */
export async function marketingAction(args: PageArgs) {
  requireMember(args.context, args.request);
  const tried = await attemptForm(updateMarketingOp, args, await readForm(args.request));
  if (!tried.ok) return data({ saved: false }, { status: 400 });
  return { saved: true };
}
