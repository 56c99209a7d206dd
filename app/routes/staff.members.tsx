import { Link } from 'react-router';
import { FilterForm } from '#app/staff-kit/components/RecordList';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { loadMemberSearch } from '#app/features/staff/pages/member.server';
import { siteUrl } from '#app/lib/site-url';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.members';
import { DataTable } from '#app/ui/table/DataTable';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';
import { formatNumber } from '#app/lib/format';

export const meta: Route.MetaFunction = () => staffMeta('staff-members');

export const loader = (args: Route.LoaderArgs) => loadMemberSearch(args);

const PER_PAGE = 20;

/** Member look-up by partial e-mail, name or phone; every search that shows members is logged. */
export default function StaffMembers({ loaderData }: Route.ComponentProps) {
  const { q, hits, total, page, tooShort, canExport } = loaderData;
  return (
    <StaffPage routeId="staff-members" lead="이메일, 이름(초성 ㄱㄷㄷ도 가능), 휴대폰 번호의 일부로 찾습니다. 회원 개인정보 열람은 모두 감사 기록에 남습니다.">
      <FilterForm search submit="찾기">
        <label>
          검색어
          <input type="search" name="q" defaultValue={q} placeholder="예: 김도담, 휴대폰 뒤 4자리, 이메일 앞부분" minLength={2} />
        </label>
      </FilterForm>
      {canExport && (
        <p>
          <a href={siteUrl(staffHref('staff-marketing-consent'))} download>
            마케팅 수신 동의 목록 내려받기 (CSV)
          </a>
        </p>
      )}
      {tooShort && <p role="status">검색어를 2자 이상 입력해 주세요.</p>}
      {q && !tooShort && (
        <DataTable label="검색 결과" wide>
          <caption>‘{q}’ 검색 결과 {formatNumber(total)}명</caption>
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">휴대폰</th>
              <th scope="col">가입일</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {hits.length === 0 ? (
              <tr>
                <td colSpan={5}>찾는 회원이 없습니다.</td>
              </tr>
            ) : (
              hits.map((h) => (
                <tr key={h.id}>
                  <td>
                    <Link to={staffHref('staff-member-detail', { id: h.id })}>{h.name}</Link>
                  </td>
                  <td>{h.email}</td>
                  <td>{h.mobile ?? '-'}</td>
                  <td>{h.createdAt}</td>
                  <td>{h.suspended ? '이용 정지' : '정상'}</td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      )}
      {total > PER_PAGE && <Paginator totalEntries={total} perPage={PER_PAGE} page={page} hrefForPage={(p) => pageHref(staffHref('staff-members'), { q }, p)} label="검색 결과 페이지" />}
    </StaffPage>
  );
}
