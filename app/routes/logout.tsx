import { logoutAction, logoutLoader } from '#app/features/account/pages/session.server';
import type { Route } from './+types/logout';

export const action = (args: Route.ActionArgs) => logoutAction(args);
export const loader = () => logoutLoader();
