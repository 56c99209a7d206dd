import { Link } from 'react-router';
import { StaffNav, STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { loadStaffHome } from '#app/features/staff/pages.server';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = () => [{ title: '운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffHome(args);

const n = (value: number) => value.toLocaleString('ko-KR');

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title="운영 관리" crumbs={[STAFF_CRUMBS[0]!, { label: '운영 관리' }]}>
      <StaffNav current="/staff" />
      <ul aria-label="처리를 기다리는 일">
        <li>
          답변을 기다리는 1:1 문의가 <strong>{n(loaderData.waiting)}건</strong> 있습니다. <Link to="/staff/inquiries?status=waiting">답변하러 가기</Link>
        </li>
        <li>
          당첨 발표를 기다리는 체험 신청(신청완료)이 <strong>{n(loaderData.applications)}건</strong> 있습니다.{' '}
          <Link to="/staff/trials?status=applied">당첨자 고르러 가기</Link>
        </li>
        <li>
          접수된 반품·환불 신청이 <strong>{n(loaderData.claims)}건</strong> 있습니다. <Link to="/staff/claims?status=requested">처리하러 가기</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
