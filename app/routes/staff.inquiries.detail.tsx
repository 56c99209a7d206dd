import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { InquiryDetailView } from '#app/features/qna/components/InquiryDetailView';
import { SavedReplyPicker } from '#app/features/qna/components/SavedReplyPicker';
import desk from '#app/features/qna/components/SupportDesk.module.css';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadStaffInquiry, staffInquiryAction } from '#app/features/qna/pages/staff.server';
import formStyles from '#app/ui/form/Form.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import type { Route } from './+types/staff.inquiries.detail';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-inquiry-detail');

export const loader = (args: Route.LoaderArgs) => loadStaffInquiry(args);
export const action = (args: Route.ActionArgs) => staffInquiryAction(args);

/** Answering an inquiry: the question and the answer box (with the saved replies), the member's context and the staff-only notes beside it. */
export default function StaffInquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, saved, noted, notes, templates, member } = loaderData;
  const errors = actionData?.errors;
  const busy = useNavigation().state === 'submitting';
  const answerBox = useRef<HTMLTextAreaElement>(null);
  return (
    <StaffPage routeId="staff-inquiry-detail">
      {saved && (
        <p className={formStyles.success} role="status">
          답변을 저장했습니다. 회원에게 새 답변 알림이 표시됩니다.
        </p>
      )}
      {noted && (
        <p className={formStyles.success} role="status">
          내부 메모를 남겼습니다. 회원에게는 보이지 않습니다.
        </p>
      )}
      <div className={desk.desk}>
        <div>
          <InquiryDetailView
            inquiry={inquiry}
            who={
              <>
                <dt>회원</dt>
                <dd>
                  {inquiry.memberName} ({inquiry.memberEmail})
                </dd>
              </>
            }
          />
          <Form method="post" className={staffStyles.answerForm} noValidate>
            <input type="hidden" name="intent" value="answer" />
            <ErrorSummary errors={errors} />
            <SavedReplyPicker templates={templates} target={answerBox} />
            <label htmlFor="answer" className={formStyles.label}>
              {inquiry.answer ? '답변 고치기' : '답변 쓰기'} <span className={formStyles.required}>(필수)</span>
            </label>
            <textarea
              ref={answerBox}
              id="answer"
              name="answer"
              className={formStyles.textarea}
              rows={8}
              maxLength={4000}
              required
              defaultValue={actionData?.values?.answer ?? inquiry.answer ?? ''}
              aria-invalid={errors?.answer ? true : undefined}
              aria-describedby={errors?.answer ? 'answer-error' : undefined}
            />
            {errors?.answer && (
              <p id="answer-error" className={formStyles.error}>
                {errors.answer}
              </p>
            )}
            <div className={formStyles.actions}>
              <button type="submit" className="btn" disabled={busy}>
                {busy ? '저장 중…' : '답변 저장'}
              </button>
              <Link className="btn btn--ghost" to={staffHref('staff-inquiries', { status: 'waiting' })}>
                목록으로
              </Link>
              <Link className="btn btn--ghost" to={staffHref('staff-reply-templates')}>
                자주 쓰는 답변 관리
              </Link>
            </div>
          </Form>
        </div>
        <aside aria-label="문의한 회원과 내부 메모">
          <section className={desk.panel} aria-labelledby="member-context">
            <h2 id="member-context">문의한 회원</h2>
            <p>
              <Link to={member.detailHref}>{inquiry.memberName} 회원 상세 보기</Link>
            </p>
            <ContextList heading="반려동물" empty="등록한 반려동물이 없습니다." items={member.pets}>
              {(p) => (
                <>
                  {p.name} · {p.species}
                  {p.breed ? ` · ${p.breed}` : ''}
                  {p.weightKg ? ` · ${p.weightKg}kg` : ''}
                </>
              )}
            </ContextList>
            <ContextList heading={`이전 문의 ${member.inquiriesTotal}건`} empty="이전 문의가 없습니다." items={member.inquiries}>
              {(i) => (
                <>
                  <Link to={i.href}>{i.title}</Link> <span className={desk.muted}>{i.status} · {i.createdAt}</span>
                </>
              )}
            </ContextList>
            <ContextList heading={`체험 신청 ${member.ordersTotal}건`} empty="체험 신청이 없습니다." items={member.orders}>
              {(o) => (
                <>
                  <Link to={o.href}>{o.campaign}</Link> <span className={desk.muted}>{o.pet} · {o.status} · {o.createdAt}</span>
                </>
              )}
            </ContextList>
            <ContextList heading={`쿠폰 ${member.couponsTotal}장`} empty="받은 쿠폰이 없습니다." items={member.coupons}>
              {(c) => (
                <>
                  {c.title} <span className={desk.muted}>{c.state} · {c.validUntil}까지</span>
                </>
              )}
            </ContextList>
          </section>
          <section className={desk.panel} id="notes" aria-labelledby="notes-title">
            <h2 id="notes-title">내부 메모</h2>
            <p className={desk.muted}>운영자끼리만 보는 메모입니다. 회원에게는 보이지 않습니다.</p>
            {notes.length > 0 && (
              <ul className={desk.list}>
                {notes.map((n) => (
                  <li key={n.id}>
                    <p className={desk.note}>{n.body}</p>
                    <span className={desk.muted}>
                      {n.staffName} · {n.at}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note" className={formStyles.label}>
                메모 남기기
              </label>
              <textarea
                id="note"
                name="note"
                className={formStyles.textarea}
                rows={3}
                maxLength={2000}
                aria-invalid={errors?.note ? true : undefined}
                aria-describedby={errors?.note ? 'note-error' : undefined}
              />
              {errors?.note && (
                <p id="note-error" className={formStyles.error}>
                  {errors.note}
                </p>
              )}
              <button type="submit" className="btn btn--ghost" disabled={busy}>
                메모 저장
              </button>
            </Form>
          </section>
        </aside>
      </div>
    </StaffPage>
  );
}

/** One part of the member's context beside the question: its heading, then its items or the line saying there are none. */
function ContextList<T extends { id: string }>({ heading, empty, items, children }: { heading: string; empty: string; items: readonly T[]; children: (item: T) => ReactNode }) {
  return (
    <>
      <h3>{heading}</h3>
      {items.length === 0 ? (
        <p className={desk.muted}>{empty}</p>
      ) : (
        <ul className={desk.list}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
