import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { Plus1Form } from '#app/features/offline-store/components/StaffPlus1Form';
import { loadStaffPlus1Editor, staffPlus1EditorAction } from '#app/features/offline-store/plus1-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.plus1.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '1+1 캠페인 수정' : '새 1+1 캠페인'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffPlus1Editor(args);
export const action = (args: Route.ActionArgs) => staffPlus1EditorAction(args);

export default function StaffPlus1Editor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '1+1 캠페인 수정' : '새 1+1 캠페인';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '1+1 캠페인 관리', to: '/staff/plus1' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<Plus1Form key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} products={loaderData.products} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
