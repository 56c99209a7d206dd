import { data } from 'react-router';
import { getMarketingConsent, updateMarketingConsent } from '#app/features/account/accounts.server';
import { MarketingForm, MarketingGuest } from '#app/features/account/components/MarketingForm';
import { MarketingSchema } from '#app/features/account/schemas';
import { requireMember } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/marketing';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.viewer.isGuest) return { consent: null };
  return { consent: await getMarketingConsent(context.services, context.viewer.userId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const parsed = parseForm(MarketingSchema, await readForm(request));
  if (!parsed.ok) return data({ saved: false }, { status: 400 });
  await updateMarketingConsent(context.services, member.userId, parsed.data);
  return { saved: true };
}

export default function Marketing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="marketing">
      {loaderData.consent ? <MarketingForm consent={loaderData.consent} saved={actionData?.saved === true} /> : <MarketingGuest />}
    </RoutePage>
  );
}
