import { Welcome } from '#app/features/account/components/Welcome';
import { loadWelcome } from '#app/features/account/pages/welcome.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/register.welcome';

export const loader = (args: Route.LoaderArgs) => loadWelcome(args);

export default function RegisterWelcome({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="welcome">
      <Welcome name={loaderData.name} continueTo={loaderData.continueTo} />
    </RoutePage>
  );
}
