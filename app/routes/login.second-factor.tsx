import { Link } from 'react-router';
import { RecoveryCodes, SecondFactorForm } from '#app/features/account/components/SecondFactorForm';
import { loadSecondFactor, secondFactorAction } from '#app/features/account/pages/second-factor.server';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/login.second-factor';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => [{ title: '2단계 인증' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadSecondFactor(args);
export const action = (args: Route.ActionArgs) => secondFactorAction(args);

/** Passes Retry-After of a throttled attempt on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

const CRUMBS = [{ label: 'Home', to: href('home') }, { label: '로그인', to: href('login') }, { label: '2단계 인증' }];

/** The second step of a staff sign-in: enrol (QR code) or the code; the recovery codes once after enrolling. */
export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const codes = actionData?.recoveryCodes ?? null;
  if (codes) {
    return (
      <PageFrame title="2단계 인증을 등록했습니다" crumbs={CRUMBS}>
        <RecoveryCodes codes={codes} next={actionData?.next ?? staffHref('staff')} />
      </PageFrame>
    );
  }
  const { purpose } = loaderData;
  if (purpose === 'signed-in' || purpose === 'ended') {
    return (
      <PageFrame title="2단계 인증" crumbs={CRUMBS}>
        {actionData?.error ? <p role="alert">{actionData.error}</p> : <p>{purpose === 'signed-in' ? '이미 로그인되어 있습니다.' : '진행 중인 로그인이 없습니다. 처음부터 다시 로그인해 주세요.'}</p>}
        <Link className="btn" to={purpose === 'signed-in' ? staffHref('staff') : href('login', { startURL: staffHref('staff') })}>
          {purpose === 'signed-in' ? '운영 홈으로' : '로그인하러 가기'}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={purpose === 'enrol' ? '2단계 인증 등록' : '2단계 인증'}
      crumbs={CRUMBS}
      lead={purpose === 'enrol' ? `${loaderData.name}님, 운영 관리에 들어가려면 인증 앱을 먼저 등록해야 합니다.` : `${loaderData.name}님, 인증 앱의 코드를 입력해 주세요.`}
    >
      <SecondFactorForm purpose={purpose} enrolment={loaderData.enrolment} error={actionData?.error ?? null} />
    </PageFrame>
  );
}
