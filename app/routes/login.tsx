import { LoginForm } from '#app/features/account/components/LoginForm';
import { loadLogin, loginAction } from '#app/features/account/pages/session.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/login';

export const loader = (args: Route.LoaderArgs) => loadLogin(args);
export const action = (args: Route.ActionArgs) => loginAction(args);

/** Passes Retry-After of a throttled attempt on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="login">
      <LoginForm
        startURL={loaderData.startURL}
        kakaoEnabled={loaderData.kakaoEnabled}
        errors={actionData?.errors ?? (loaderData.suspended ? { form: loaderData.suspended } : loaderData.kakaoFailed ? { form: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.' } : undefined)}
        email={actionData?.email}
        resetDone={loaderData.resetDone}
      />
    </RoutePage>
  );
}
