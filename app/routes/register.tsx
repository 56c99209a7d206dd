import { RegisterForm } from '#app/features/account/components/RegisterForm';
import { loadRegister, registerAction } from '#app/features/account/pages/session.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/register';

export const loader = (args: Route.LoaderArgs) => loadRegister(args);
export const action = (args: Route.ActionArgs) => registerAction(args);

/** Passes Retry-After of a refused sign-up on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="register">
      <RegisterForm
        startURL={loaderData.startURL}
        kakaoEnabled={loaderData.kakaoEnabled}
        kakaoCancelled={loaderData.kakaoCancelled}
        legal={loaderData.legal}
        errors={actionData?.errors}
        values={actionData?.values}
      />
    </RoutePage>
  );
}
