import { Link } from 'react-router';
import { InquiryList } from '#app/features/qna/components/InquiryList';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadStaffInquiries } from '#app/features/qna/list-pages.server';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.inquiries';
import { pageHref } from '#app/ui/paginator/paginator';

export const meta: Route.MetaFunction = () => [{ title: '1:1 문의 답변 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

const FILTERS = [
  { value: '', label: '전체' },
  { value: 'waiting', label: '답변대기' },
  { value: 'answered', label: '답변완료' },
] as const;

export const loader = (args: Route.LoaderArgs) => loadStaffInquiries(args);

export default function StaffInquiries({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  const query = (page: number) => pageHref('/staff/inquiries', { status }, page);
  return (
    <PageFrame title="1:1 문의 답변" crumbs={[...STAFF_CRUMBS, { label: '1:1 문의 답변' }]}>
      <nav aria-label="답변 상태">
        <ul className={staffStyles.nav}>
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link to={f.value ? `/staff/inquiries?status=${f.value}` : '/staff/inquiries'} aria-current={status === f.value ? 'page' : undefined}>
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
        detailHref={(id) => `/staff/inquiries/detail?id=${encodeURIComponent(id)}`}
        pageHref={query}
        extraMeta={(item) => (item.memberName ? `${item.memberName}님` : undefined)}
      />
    </PageFrame>
  );
}
