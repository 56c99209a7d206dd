/**
 * The layout route every staff page renders in (its own frame: no shopper header, dock or tab bar).
 * A module of its own: the root layout checks for it on every page, and importing it from the staff
 * route table would put that table in every public page's JavaScript (issue 27).
 */
export const STAFF_LAYOUT = { file: 'routes/staff-layout.tsx', id: 'staff-layout' } as const;
