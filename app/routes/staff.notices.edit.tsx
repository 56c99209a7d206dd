import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { NewsForm } from '#app/features/customer-center/components/StaffContentForms';
import { loadStaffNewsEditor, staffNewsEditorAction } from '#app/features/customer-center/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.notices.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-notice-edit', data?.item ? undefined : '새 공지');

export const loader = (args: Route.LoaderArgs) => loadStaffNewsEditor(args);
export const action = (args: Route.ActionArgs) => staffNewsEditorAction(args);

export default function StaffNoticeEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 공지';
  return (
    <StaffPage routeId="staff-notice-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<NewsForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} categories={loaderData.categories} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
