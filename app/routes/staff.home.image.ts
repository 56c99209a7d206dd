import { homeImageAction, homeImageLoader } from '#app/features/home/pages/staff.server';
import type { Route } from './+types/staff.home.image';

/** The home editor's photo upload (staff only): the image pipeline, then CMS media; JSON answer. */
export const action = (args: Route.ActionArgs) => homeImageAction(args);
export const loader = (args: Route.LoaderArgs) => homeImageLoader(args);
