import { Form, Link } from 'react-router';
import { acceptInvitationAction, loadInvitation } from '#app/features/staff/pages/account.server';
import { PASSWORD_RULE } from '#app/features/account/password-rule';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff-invitation';
import { href } from '#app/config/href';
import { withParticle } from '#app/lib/korean-particles';

export const meta: Route.MetaFunction = () => [{ title: '운영자 초대' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadInvitation(args);
export const action = (args: Route.ActionArgs) => acceptInvitationAction(args);

const CRUMBS = [{ label: 'Home', to: '/' }, { label: '운영자 초대' }];

/** The invitation link: the invited person chooses a name and password, then enrols the second factor. */
export default function StaffInvitation({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.open) {
    return (
      <PageFrame title="운영자 초대" crumbs={CRUMBS}>
        <p>초대 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 초대를 요청해 주세요.</p>
        <Link className="btn" to={href('login')}>
          로그인
        </Link>
      </PageFrame>
    );
  }
  const errors = actionData?.errors;
  return (
    <PageFrame title="운영자 초대" crumbs={CRUMBS} lead={`${loaderData.email} 계정을 ${withParticle(loaderData.roleLabel, '으로/로')} 만듭니다. 링크는 ${loaderData.expiresAt}까지 한 번만 쓸 수 있습니다.`}>
      <Form method="post" className={formStyles.form} noValidate>
        <ErrorSummary errors={errors} />
        <Field label="이름" name="name" required autoComplete="name" error={errors?.name} />
        <Field label="비밀번호" name="password" type="password" required autoComplete="new-password" error={errors?.password} hint={PASSWORD_RULE} />
        <Field label="비밀번호 확인" name="passwordConfirm" type="password" required autoComplete="new-password" error={errors?.passwordConfirm} />
        <button type="submit" className="btn">
          계정 만들고 2단계 인증 등록하기
        </button>
      </Form>
    </PageFrame>
  );
}
