import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadMemberDetail, memberDetailAction } from '#app/features/staff/pages/member.server';
import { ErrorSummary, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.members.detail';
import { RecordTable } from '#app/staff-kit/components/RecordList';

export const meta: Route.MetaFunction = () => staffMeta('staff-member-detail');

export const loader = (args: Route.LoaderArgs) => loadMemberDetail(args);
export const action = (args: Route.ActionArgs) => memberDetailAction(args);

function Table({ caption, head, rows, empty }: { caption: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <RecordTable label={caption} caption={<caption>{caption}</caption>} columns={head} rows={rows} empty={empty}>
      {(r, i) => (
        <tr key={i}>
          {r.map((cell, j) => (
            <td key={j}>{cell}</td>
          ))}
        </tr>
      )}
    </RecordTable>
  );
}

const yesNo = (v: boolean) => (v ? '동의' : '거부');

/** One member in one view (read only, logged): profile, pets, trials, inquiries, coupons, claims; suspension for support. */
export default function StaffMemberDetail({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const p = d.profile;
  return (
    <StaffPage routeId="staff-member-detail" heading={p ? `${p.name} 회원` : undefined}>
      {d.notice && (
        <p role="status" className={formStyles.notice}>
          {d.notice}
        </p>
      )}
      {p && (
        <section aria-labelledby="m-profile">
          <h2 id="m-profile">회원 정보</h2>
          <dl className={staffStyles.facts}>
            <dt>이메일</dt>
            <dd>{p.email}</dd>
            <dt>휴대폰</dt>
            <dd>{p.mobile || '-'}</dd>
            <dt>주소</dt>
            <dd>{p.address || '-'}</dd>
            <dt>가입일</dt>
            <dd>
              {p.joined}
              {p.kakaoLinked ? ' · 카카오 연결' : ''}
            </dd>
            <dt>마케팅 수신</dt>
            <dd>{d.consent ? `이메일 ${yesNo(d.consent.email)} · 문자 ${yesNo(d.consent.sms)} · 카카오 ${yesNo(d.consent.kakao)}${d.consent.updatedAt ? ` (${d.consent.updatedAt})` : ''}` : '-'}</dd>
            <dt>상태</dt>
            <dd>{d.suspension ? `이용 정지 (${d.suspension.at}, 사유: ${d.suspension.reason})` : '정상'}</dd>
          </dl>
        </section>
      )}
      {d.canSuspend && (
        <section aria-labelledby="m-suspend">
          <h2 id="m-suspend">{d.suspension ? '이용 정지 해제' : '이용 정지'}</h2>
          <Form method="post" className={formStyles.form} noValidate>
            <ErrorSummary errors={actionData?.errors} />
            {d.suspension ? (
              <input type="hidden" name="intent" value="reactivate" />
            ) : (
              <>
                <input type="hidden" name="intent" value="suspend" />
                <TextareaField label="정지 사유 (회원이 로그인할 때 봅니다)" name="reason" required maxLength={200} rows={3} error={actionData?.errors?.reason} defaultValue={actionData?.values?.reason} />
              </>
            )}
            <button type="submit" className="btn">
              {d.suspension ? '정지 해제하기' : '이용 정지하기'}
            </button>
          </Form>
        </section>
      )}
      <section aria-labelledby="m-pets">
        <h2 id="m-pets">반려동물</h2>
        <Table caption="반려동물 목록" head={['이름', '종', '품종', '태어난 때', '몸무게']} rows={d.pets.map((x) => [x.name, x.species, x.breed, x.birth, `${x.weightKg}kg`])} empty="등록한 반려동물이 없습니다." />
      </section>
      <section aria-labelledby="m-orders">
        <h2 id="m-orders">체험 신청</h2>
        <Table caption="체험 신청 목록" head={['신청일', '캠페인', '반려동물', '상태']} rows={d.orders.map((o) => [o.createdAt, o.campaign, o.pet, o.status])} empty="체험 신청이 없습니다." />
      </section>
      <section aria-labelledby="m-claims">
        <h2 id="m-claims">반품·환불</h2>
        <Table caption="반품·환불 목록" head={['신청일', '종류', '상품', '상태']} rows={d.claims.map((c) => [c.createdAt, c.kind, c.product, c.status])} empty="반품·환불 신청이 없습니다." />
      </section>
      <section aria-labelledby="m-inquiries">
        <h2 id="m-inquiries">1:1 문의</h2>
        <Table caption={`1:1 문의 ${d.inquiries.total}건 (최근)`} head={['작성일', '제목', '상태']} rows={d.inquiries.items.map((i) => [i.createdAt, i.title, i.status])} empty="문의가 없습니다." />
      </section>
      <section aria-labelledby="m-coupons">
        <h2 id="m-coupons">쿠폰</h2>
        <Table caption="쿠폰 목록" head={['쿠폰', '상태', '유효기간']} rows={d.coupons.map((c) => [c.title, c.state, c.validUntil])} empty="쿠폰이 없습니다." />
      </section>
    </StaffPage>
  );
}
