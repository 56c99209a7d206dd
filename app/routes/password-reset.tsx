import { PasswordResetRequestForm } from '#app/features/account/components/PasswordResetForms';
import { passwordResetRequestAction } from '#app/features/account/pages/password-reset.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/password-reset';

export const action = (args: Route.ActionArgs) => passwordResetRequestAction(args);

/** Passes Retry-After of a limited request on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="password-reset" lead="가입한 이메일 주소를 입력하시면 비밀번호를 다시 정할 수 있는 링크를 보내 드려요.">
      <PasswordResetRequestForm sentTo={actionData && 'sent' in actionData ? actionData.email : null} kakao={actionData && 'sent' in actionData ? actionData.kakao : false} errors={actionData && 'errors' in actionData ? actionData.errors : undefined} values={actionData && 'values' in actionData ? actionData.values : undefined} />
    </RoutePage>
  );
}
