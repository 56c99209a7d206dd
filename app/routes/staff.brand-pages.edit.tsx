import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { BrandPageForm } from '#app/features/brand/components/StaffBrandPageForm';
import { loadStaffBrandPageEditor, staffBrandPageEditorAction } from '#app/features/brand/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { withBrand } from '#app/config/site-routes';
import { useBrand } from '#app/lib/use-brand';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.brand-pages.edit';

export const meta: Route.MetaFunction = () => [{ title: '브랜드 페이지 수정 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffBrandPageEditor(args);
export const action = (args: Route.ActionArgs) => staffBrandPageEditorAction(args);

export default function StaffBrandPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const brand = useBrand();
  const { item } = loaderData;
  const title = `${withBrand(item.title, brand)} 수정`;
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '브랜드 페이지 관리', to: '/staff/brand-pages' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<BrandPageForm key={`${item.meta.id}:${item.meta.version}`} item={item} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item.meta} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
