import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { NewsForm } from '#app/features/customer-center/components/StaffContentForms';
import { loadStaffNewsEditor, staffNewsEditorAction } from '#app/features/customer-center/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.notices.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '공지 수정' : '새 공지'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffNewsEditor(args);
export const action = (args: Route.ActionArgs) => staffNewsEditorAction(args);

export default function StaffNoticeEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '공지 수정' : '새 공지';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '공지사항 관리', to: '/staff/notices' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<NewsForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} categories={loaderData.categories} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
