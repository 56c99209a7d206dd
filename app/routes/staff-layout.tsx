import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { SessionTimeoutManager } from '#app/features/account/components/SessionTimeoutManager';
import { StaffFrame } from '#app/features/staff/components/StaffFrame';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffPage';
import { loadStaffLayout } from '#app/features/staff/pages/staff.server';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff-layout';

/** The frame of every staff page (app/config/staff-routes.ts): the staff header and the role's menu. */
export const loader = (args: Route.LoaderArgs) => loadStaffLayout(args);

type LayoutData = Awaited<ReturnType<typeof loadStaffLayout>>;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame
      brand={loaderData.brand}
      staff={loaderData.staff}
      sessionWarning={<SessionTimeoutManager key={loaderData.staff.userId} msLeft={loaderData.sessionMsLeft} />}
    >
      <Outlet />
    </StaffFrame>
  );
}

/** A staff page's refusal (403 for a role without the page's permission, 404, 400) inside the staff frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<LayoutData>('staff-layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading =
    status === 404 ? '찾을 수 없습니다' : status === 403 ? '접근 권한이 없습니다' : status >= 400 && status < 500 ? '요청을 처리할 수 없습니다' : '일시적인 오류가 발생했습니다';
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data.trim() !== '' ? error.data : undefined;
  const text =
    status === 403
      ? '이 페이지는 맡은 역할에 허용되지 않았습니다. 필요하면 관리자에게 역할 변경을 요청해 주세요.'
      : status >= 500
        ? '잠시 후 다시 시도해 주세요.'
        : (message ?? '주소를 확인해 주세요.');
  return (
    <StaffFrame brand={layout?.brand ?? ''} staff={layout?.staff ?? null}>
      <title>{`${heading} | 운영 관리`}</title>
      <PageFrame title={heading} crumbs={[...STAFF_CRUMBS, { label: heading }]}>
        <p>{text}</p>
      </PageFrame>
    </StaffFrame>
  );
}
