import kit from '#app/staff-kit/components/ContentKit.module.css';
import { StaffLegalList } from '#app/features/site/components/StaffLegalViews';
import { loadStaffLegalList } from '#app/features/site/pages/legal-staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.legal';

export const meta: Route.MetaFunction = () => staffMeta('staff-legal');

export const loader = (args: Route.LoaderArgs) => loadStaffLegalList(args);

export default function StaffLegal({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      routeId="staff-legal"
      lead="이용약관과 개인정보처리방침을 버전으로 관리합니다. 새 버전을 초안으로 쓰고, 미리 본 뒤 게시합니다. 게시한 버전은 고칠 수 없습니다."
    >
      {loaderData.notice && (
        <p className={kit.notice} role="status">
          {loaderData.notice}
        </p>
      )}
      <StaffLegalList kinds={loaderData.kinds} />
    </StaffPage>
  );
}
