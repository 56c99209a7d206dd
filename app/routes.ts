import { type RouteConfig, route } from '@react-router/dev/routes';
import { siteRoutes } from './config/site-routes';

export default [
  ...siteRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  route('/logout', 'routes/logout.tsx', { id: 'logout' }),
  route('/mypage/mypet/photo', 'routes/mypage.mypet.photo.ts', { id: 'mypet-photo' }),
  route('/auth/kakao/start', 'routes/auth.kakao.start.ts', { id: 'kakao-start' }),
  route('/auth/kakao/callback', 'routes/auth.kakao.callback.ts', { id: 'kakao-callback' }),
  route('/recruitment/photo', 'routes/recruitment.photo.ts', { id: 'recruitment-photo' }),
  route('/staff/coupons/redeem', 'routes/staff.coupons.redeem.tsx', { id: 'staff-coupon-redeem' }),
  route('/mypage/myqna/attachment', 'routes/mypage.myqna.attachment.ts', { id: 'myqna-attachment' }),
  route('/staff', 'routes/staff.tsx', { id: 'staff' }),
  route('/staff/inquiries', 'routes/staff.inquiries.tsx', { id: 'staff-inquiries' }),
  route('/staff/inquiries/detail', 'routes/staff.inquiries.detail.tsx', { id: 'staff-inquiry-detail' }),
  route('/staff/trials', 'routes/staff.trials.tsx', { id: 'staff-trials' }),
  route('/staff/trials/detail', 'routes/staff.trials.detail.tsx', { id: 'staff-trial-detail' }),
  route('/staff/claims', 'routes/staff.claims.tsx', { id: 'staff-claims' }),
  route('/staff/claims/detail', 'routes/staff.claims.detail.tsx', { id: 'staff-claim-detail' }),
  route('/staff/attribution', 'routes/staff.attribution.tsx', { id: 'staff-attribution' }),
  route('/staff/client-logs', 'routes/staff.client-logs.tsx', { id: 'staff-client-logs' }),
  route('/staff/site', 'routes/staff.site.tsx', { id: 'staff-site' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  route('/services/data/:apiVersion/connect/communities/:communityId/seo/properties/:recordId', 'routes/seo-properties.ts', { id: 'seo-properties' }),
] satisfies RouteConfig;
