import { Form, Link } from 'react-router';
import desk from '#app/features/qna/components/SupportDesk.module.css';
import { loadReplyTemplates, replyTemplatesAction } from '#app/features/qna/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import formStyles from '#app/ui/form/Form.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import type { Route } from './+types/staff.inquiries.templates';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-reply-templates');

export const loader = (args: Route.LoaderArgs) => loadReplyTemplates(args);
export const action = (args: Route.ActionArgs) => replyTemplatesAction(args);

/** Support's saved replies (자주 쓰는 답변): the list, and a form to write a new one or change one. */
export default function StaffReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, editing, notice } = loaderData;
  const errors = actionData?.errors;
  const values = actionData?.values;
  return (
    <StaffPage routeId="staff-reply-templates" lead="문의에 답할 때 답변 칸에 바로 넣을 수 있는 문구입니다. {회원}은 회원 이름, {제목}은 문의 제목으로 바뀝니다. 뒤에 조사가 붙으면 {회원|이/가}처럼 쓰면 이름에 맞는 조사가 붙습니다.">
      {notice && (
        <p className={formStyles.success} role="status">
          {notice}
        </p>
      )}
      {templates.length === 0 ? (
        <p className={desk.muted}>아직 저장된 답변이 없습니다.</p>
      ) : (
        <ul className={desk.templates} aria-label="자주 쓰는 답변">
          {templates.map((t) => (
            <li key={t.id} className={desk.panel}>
              <h2>{t.title}</h2>
              <p className={desk.templateBody}>{t.body}</p>
              <p className={desk.muted}>마지막 저장 {t.updatedAt}</p>
              <div className={formStyles.actions}>
                <Link className="btn btn--ghost" to={staffHref('staff-reply-templates', { edit: t.id }, 'template-form')}>
                  고치기
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={t.id} />
                  <button type="submit" className="btn btn--ghost" aria-label={`${t.title} 지우기`}>
                    지우기
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className={desk.panel} id="template-form" noValidate key={editing?.id ?? 'new'}>
        <h2>{editing ? '답변 고치기' : '새 답변 만들기'}</h2>
        <ErrorSummary errors={errors} />
        <input type="hidden" name="intent" value="save" />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <label htmlFor="template-title" className={formStyles.label}>
          제목 <span className={formStyles.required}>(필수)</span>
        </label>
        <input id="template-title" name="title" className={formStyles.input} maxLength={60} required defaultValue={values?.title ?? editing?.title ?? ''} aria-invalid={errors?.title ? true : undefined} />
        {errors?.title && <p className={formStyles.error}>{errors.title}</p>}
        <label htmlFor="template-body" className={formStyles.label}>
          답변 문구 <span className={formStyles.required}>(필수)</span>
        </label>
        <textarea id="template-body" name="body" className={formStyles.textarea} rows={6} maxLength={4000} required defaultValue={values?.body ?? editing?.body ?? ''} aria-invalid={errors?.body ? true : undefined} />
        {errors?.body && <p className={formStyles.error}>{errors.body}</p>}
        <div className={formStyles.actions}>
          <button type="submit" className="btn">
            저장
          </button>
          {editing && (
            <Link className="btn btn--ghost" to={staffHref('staff-reply-templates')}>
              새 답변 만들기로
            </Link>
          )}
        </div>
      </Form>
    </StaffPage>
  );
}
