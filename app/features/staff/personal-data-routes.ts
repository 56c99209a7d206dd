import type { PersonalDataView } from '#server/platform/audit/personal-data';
import { STAFF_ROUTES } from '../../config/staff-routes';
import { href } from '#app/config/href';

/**
 * Where staff see members' personal data outside the staff layout: routes members use too, whose
 * answer to a staff viewer is a view of someone else's data. Each names its route id (as in
 * app/routes.ts) and is audited like a staff page.
 */
export const STAFF_VIEWED_MEMBER_ROUTES: readonly { path: string; id: string; personalData: PersonalDataView }[] = [
  {
    path: href('myqna-attachment'),
    id: 'myqna-attachment',
    personalData: { action: 'inquiries.viewAttachment', subject: 'inquiry_attachment', record: 'id', fields: ['attachment'] },
  },
];

export interface PersonalDataRoute {
  id: string;
  personalData: PersonalDataView;
}

/**
 * A path as React Router matches it: each segment percent-decoded, letters in either case, no
 * trailing slash. `/Staff/Trials/%64etail` renders the trial detail, so it must be audited as it.
 */
function matchable(path: string): string {
  const decoded = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  return (decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded).toLowerCase();
}

/** The declared route at a path within the site (no base path, no `.data`), when it shows members' data. */
export function personalDataRouteAt(path: string): PersonalDataRoute | undefined {
  const clean = matchable(path);
  const page = STAFF_ROUTES.find((r) => r.path.toLowerCase() === clean);
  if (page) return page.personalData === false ? undefined : { id: page.id, personalData: page.personalData };
  const shared = STAFF_VIEWED_MEMBER_ROUTES.find((r) => r.path.toLowerCase() === clean);
  return shared && { id: shared.id, personalData: shared.personalData };
}
