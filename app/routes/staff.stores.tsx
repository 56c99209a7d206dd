import { Link } from 'react-router';
import { ContentList } from '#app/staff-kit/components/ContentList';
import { FilterSelect } from '#app/staff-kit/components/KitFields';
import { loadStaffStoreList, staffStoreListAction } from '#app/features/offline-store/pages/store-admin.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.stores';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-stores');

export const loader = (args: Route.LoaderArgs) => loadStaffStoreList(args);
export const action = (args: Route.ActionArgs) => staffStoreListAction(args);

export default function StaffStores({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <StaffPage
      routeId="staff-stores"
      lead={
        <>
          1+1 쿠폰을 쓸 수 있는 매장입니다. 체인의 매장 수백 곳은 <Link to={staffHref('staff-store-import')}>Excel·CSV 파일로 한 번에 가져오기</Link>로 올릴 수 있습니다.
        </>
      }
    >
      <ContentList
        list={loaderData}
        noun="매장"
        filters={<FilterSelect label="지역" name="region" options={loaderData.regions} value={query.region} />}
        path={staffHref('staff-stores')} editPath={staffHref('staff-store-edit')}
        titleOf={(r) => r.name}
        subOf={(r) => `${r.region} · ${r.address}`}
        columns={[{ header: '전화', cell: (r) => r.phone }]}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
