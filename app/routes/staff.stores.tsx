import { Link } from 'react-router';
import { ContentList } from '#app/features/backoffice/components/ContentList';
import { FilterSelect } from '#app/features/backoffice/components/KitFields';
import { loadStaffStoreList, staffStoreListAction } from '#app/features/offline-store/store-admin-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.stores';

export const meta: Route.MetaFunction = () => [{ title: '매장 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffStoreList(args);
export const action = (args: Route.ActionArgs) => staffStoreListAction(args);

export default function StaffStores({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame
      title="매장 관리"
      crumbs={[...STAFF_CRUMBS, { label: '매장 관리' }]}
      lead={
        <>
          1+1 쿠폰을 쓸 수 있는 매장입니다. 체인의 매장 수백 곳은 <Link to="/staff/stores/import">Excel·CSV 파일로 한 번에 가져오기</Link>로 올릴 수 있습니다.
        </>
      }
    >
      <ContentList
        noun="매장"
        query={query}
        sorts={loaderData.sorts}
        filters={<FilterSelect label="지역" name="region" options={loaderData.regions} value={query.region} />}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/stores"
        titleOf={(r) => r.name}
        subOf={(r) => `${r.region} · ${r.address}`}
        columns={[{ header: '전화', cell: (r) => r.phone }]}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
