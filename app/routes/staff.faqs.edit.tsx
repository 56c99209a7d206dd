import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { FaqForm } from '#app/features/customer-center/components/StaffContentForms';
import { loadStaffFaqEditor, staffFaqEditorAction } from '#app/features/customer-center/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.faqs.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '질문 수정' : '새 질문'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffFaqEditor(args);
export const action = (args: Route.ActionArgs) => staffFaqEditorAction(args);

export default function StaffFaqEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '질문 수정' : '새 질문';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '자주 묻는 질문 관리', to: '/staff/faqs' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<FaqForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} categories={loaderData.categories} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
