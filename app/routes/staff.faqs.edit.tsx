import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { FaqForm } from '#app/features/customer-center/components/StaffContentForms';
import { loadStaffFaqEditor, staffFaqEditorAction } from '#app/features/customer-center/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.faqs.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-faq-edit', data?.item ? undefined : '새 질문');

export const loader = (args: Route.LoaderArgs) => loadStaffFaqEditor(args);
export const action = (args: Route.ActionArgs) => staffFaqEditorAction(args);

export default function StaffFaqEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 질문';
  return (
    <StaffPage routeId="staff-faq-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<FaqForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} categories={loaderData.categories} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
