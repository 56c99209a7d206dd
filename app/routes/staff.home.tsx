import kit from '#app/staff-kit/components/ContentKit.module.css';
import { editableSections, HomeEditor } from '#app/features/home/components/HomeEditor';
import { loadStaffHome, staffHomeAction } from '#app/features/home/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.home';

export const meta: Route.MetaFunction = () => staffMeta('staff-home');

export const loader = (args: Route.LoaderArgs) => loadStaffHome(args);
export const action = (args: Route.ActionArgs) => staffHomeAction(args);

/** What the editor starts from: what was typed when a save was refused, else the draft, else what is published. */
function startingLayout(typed: string | undefined, fallback: ReturnType<typeof editableSections>) {
  if (typed === undefined) return fallback;
  try {
    const parsed = JSON.parse(typed) as unknown;
    return Array.isArray(parsed) ? editableSections(parsed as Parameters<typeof editableSections>[0]) : fallback;
  } catch {
    return fallback;
  }
}

export default function StaffHome({ loaderData, actionData }: Route.ComponentProps) {
  const { record } = loaderData;
  const stored = editableSections(record.draft ?? record.published);
  const initial = startingLayout(actionData?.values.layout, stored);
  return (
    <StaffPage routeId="staff-home">
      {loaderData.notice && (
        <p role="status" className={kit.notice}>
          {loaderData.notice}
        </p>
      )}
      <p>섹션을 추가·삭제하고 순서를 바꾸거나, 칸의 너비와 배경, 위젯을 고칩니다. 고치는 대로 미리보기에 방문자에게 보일 모습이 나옵니다. 임시 저장한 뒤 게시하면 방문자에게 보입니다.</p>
      <HomeEditor
        key={`${record.version}:${actionData ? 'typed' : 'stored'}`}
        version={record.version}
        initial={initial}
        hasDraft={record.draft !== null}
        draftUpdatedAt={record.draftUpdatedAt}
        updatedAt={record.updatedAt}
        media={loaderData.media}
        products={loaderData.products}
        serverErrors={actionData?.errors}
        previewHref={loaderData.previewHref}
        links={loaderData.links}
        preview={loaderData.preview}
      />
    </StaffPage>
  );
}
