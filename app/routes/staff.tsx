import { Link } from 'react-router';
import { StaffNav, STAFF_CRUMBS } from '#app/features/qna/components/StaffNav';
import { countWaitingInquiries } from '#app/features/qna/inquiries.server';
import { requireStaff } from '#app/lib/auth.server';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = () => [{ title: '운영 관리' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  return { waiting: await countWaitingInquiries(context.services) };
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title="운영 관리" crumbs={[STAFF_CRUMBS[0]!, { label: '운영 관리' }]}>
      <StaffNav current="/staff" />
      <p>
        답변을 기다리는 1:1 문의가 <strong>{loaderData.waiting.toLocaleString('ko-KR')}건</strong> 있습니다.{' '}
        <Link to="/staff/inquiries?status=waiting">답변하러 가기</Link>
      </p>
    </PageFrame>
  );
}
