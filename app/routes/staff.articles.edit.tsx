import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { ArticleForm } from '#app/features/articles/components/StaffArticleForm';
import { loadStaffArticleEditor, staffArticleEditorAction } from '#app/features/articles/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.articles.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-article-edit', data?.item ? undefined : '새 건강 정보');

export const loader = (args: Route.LoaderArgs) => loadStaffArticleEditor(args);
export const action = (args: Route.ActionArgs) => staffArticleEditorAction(args);

export default function StaffArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 건강 정보';
  return (
    <StaffPage routeId="staff-article-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<ArticleForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} tree={loaderData.tree} codes={loaderData.codes} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
