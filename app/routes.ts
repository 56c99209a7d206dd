import { type RouteConfig, route } from '@react-router/dev/routes';
import { siteRoutes } from './config/site-routes';
import { STAFF_ROUTES } from './features/staff/staff-routes';

export default [
  ...siteRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  route('/logout', 'routes/logout.tsx', { id: 'logout' }),
  route('/mypage/mypet/photo', 'routes/mypage.mypet.photo.ts', { id: 'mypet-photo' }),
  route('/auth/kakao/start', 'routes/auth.kakao.start.ts', { id: 'kakao-start' }),
  route('/auth/kakao/callback', 'routes/auth.kakao.callback.ts', { id: 'kakao-callback' }),
  route('/recruitment/photo', 'routes/recruitment.photo.ts', { id: 'recruitment-photo' }),
  ...STAFF_ROUTES.map((r) => route(r.path, r.file, { id: r.id })),
  route('/mypage/myqna/attachment', 'routes/mypage.myqna.attachment.ts', { id: 'myqna-attachment' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  route('/services/data/:apiVersion/connect/communities/:communityId/seo/properties/:recordId', 'routes/seo-properties.ts', { id: 'seo-properties' }),
] satisfies RouteConfig;
