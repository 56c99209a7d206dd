import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { ArticleForm } from '#app/features/articles/components/StaffArticleForm';
import { loadStaffArticleEditor, staffArticleEditorAction } from '#app/features/articles/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.articles.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '건강 정보 수정' : '새 건강 정보'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffArticleEditor(args);
export const action = (args: Route.ActionArgs) => staffArticleEditorAction(args);

export default function StaffArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '건강 정보 수정' : '새 건강 정보';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '건강 정보 관리', to: '/staff/articles' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<ArticleForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} tree={loaderData.tree} codes={loaderData.codes} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
