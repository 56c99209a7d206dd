import { Link } from 'react-router';
import { InquiryList } from '#app/features/qna/components/InquiryList';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadStaffInquiries } from '#app/features/qna/pages/list.server';
import type { Route } from './+types/staff.inquiries';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-inquiries');

const FILTERS = [
  { value: '', label: '전체' },
  { value: 'waiting', label: '답변대기' },
  { value: 'answered', label: '답변완료' },
] as const;

export const loader = (args: Route.LoaderArgs) => loadStaffInquiries(args);

export default function StaffInquiries({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  const query = (page: number) => pageHref(staffHref('staff-inquiries'), { status }, page);
  return (
    <StaffPage routeId="staff-inquiries">
      <nav aria-label="답변 상태">
        <ul className={staffStyles.nav}>
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link to={staffHref('staff-inquiries', { status: f.value })} aria-current={status === f.value ? 'page' : undefined}>
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <InquiryList
        items={loaderData.items}
        total={loaderData.total}
        page={loaderData.page}
        writeLink={false}
        detailHref={(id) => staffHref('staff-inquiry-detail', { id })}
        pageHref={query}
        extraMeta={(item) => (item.memberName ? `${item.memberName}님` : undefined)}
      />
    </StaffPage>
  );
}
