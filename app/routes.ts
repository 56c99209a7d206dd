import { layout, type RouteConfig, route } from '@react-router/dev/routes';
import { publicResourceRoutes, siteResourceRoutes, siteRoutes } from './config/site-routes';
import { STAFF_LAYOUT } from './config/staff-layout';
import { STAFF_PUBLIC_ROUTES, STAFF_ROUTES } from './config/staff-routes';

// Staff pages render in the staff layout; a file download (a .ts module, no view) is a resource route beside it.
const staffPages = STAFF_ROUTES.filter((r) => r.file.endsWith('.tsx'));
const staffFiles = STAFF_ROUTES.filter((r) => !r.file.endsWith('.tsx'));

export default [
  ...siteRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  ...siteResourceRoutes.map((r) => route(r.path, r.file, { id: r.id })),
  layout(STAFF_LAYOUT.file, { id: STAFF_LAYOUT.id }, staffPages.map((r) => route(r.path, r.file, { id: r.id }))),
  ...staffFiles.map((r) => route(r.path, r.file, { id: r.id })),
  ...STAFF_PUBLIC_ROUTES.map((r) => route(r.path, r.file, { id: r.id })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ...publicResourceRoutes.map((r) => route(r.path, r.file, { id: r.id })),
] satisfies RouteConfig;
