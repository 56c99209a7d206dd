import { EditorLayout } from '#app/staff-kit/components/EditorParts';
import { LegalBody } from '#app/features/site/components/LegalDocument';
import { LegalDraftForm, LegalPanel } from '#app/features/site/components/StaffLegalViews';
import { loadStaffLegalEditor, staffLegalEditorAction } from '#app/features/site/pages/legal-staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { useBrand, useServicePromises } from '#app/ui/shell/use-brand';
import type { Route } from './+types/staff.legal.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-legal-edit', `${data?.label ?? '약관'} ${data?.item?.number ? `제${data.item.number}판` : '새 버전'}`);

export const loader = (args: Route.LoaderArgs) => loadStaffLegalEditor(args);
export const action = (args: Route.ActionArgs) => staffLegalEditorAction(args);

export default function StaffLegalEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item, kind, label } = loaderData;
  const brand = useBrand();
  const promises = useServicePromises();
  const title = item?.number ? `${label} 제${item.number}판` : item ? `${label} 새 버전 (초안)` : `${label} 새 버전`;
  const published = item !== null && item.number !== null;
  return (
    <StaffPage routeId="staff-legal-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={
          published ? (
            <article aria-label={`${label} 제${item.number}판 본문`}>
              <p>게시된 버전은 고칠 수 없습니다. 고칠 내용은 새 버전으로 써서 게시해 주세요.</p>
              <LegalBody body={item.body} brand={brand} promises={promises} />
            </article>
          ) : (
            <LegalDraftForm key={item ? `${item.id}:${item.version}` : 'new'} kind={kind} item={item} base={loaderData.base} errors={actionData?.errors} values={actionData?.values} />
          )
        }
        panel={<LegalPanel item={item} previewHref={loaderData.previewHref} errors={actionData?.errors} />}
      />
    </StaffPage>
  );
}
