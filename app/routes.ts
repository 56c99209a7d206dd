import { layout, type RouteConfig, route } from '@react-router/dev/routes';
import { siteRoutes } from './config/site-routes';
import { STAFF_LAYOUT, STAFF_PUBLIC_ROUTES, STAFF_ROUTES } from './features/staff/staff-routes';

// Staff pages render in the staff layout; a file download (a .ts module, no view) is a resource route beside it.
const staffPages = STAFF_ROUTES.filter((r) => r.file.endsWith('.tsx'));
const staffFiles = STAFF_ROUTES.filter((r) => !r.file.endsWith('.tsx'));

export default [
  ...siteRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  route('/logout', 'routes/logout.tsx', { id: 'logout' }),
  route('/mypage/mypet/photo', 'routes/mypage.mypet.photo.ts', { id: 'mypet-photo' }),
  route('/auth/kakao/start', 'routes/auth.kakao.start.ts', { id: 'kakao-start' }),
  route('/auth/kakao/callback', 'routes/auth.kakao.callback.ts', { id: 'kakao-callback' }),
  route('/recruitment/photo', 'routes/recruitment.photo.ts', { id: 'recruitment-photo' }),
  layout(STAFF_LAYOUT.file, { id: STAFF_LAYOUT.id }, staffPages.map((r) => route(r.path, r.file, { id: r.id }))),
  ...staffFiles.map((r) => route(r.path, r.file, { id: r.id })),
  ...STAFF_PUBLIC_ROUTES.map((r) => route(r.path, r.file, { id: r.id })),
  route('/mypage/myqna/attachment', 'routes/mypage.myqna.attachment.ts', { id: 'myqna-attachment' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  route('/services/data/:apiVersion/connect/communities/:communityId/seo/properties/:recordId', 'routes/seo-properties.ts', { id: 'seo-properties' }),
] satisfies RouteConfig;
