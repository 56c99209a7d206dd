import { articleImageAction, articleImageLoader } from '#app/features/articles/pages/staff.server';
import type { Route } from './+types/staff.articles.image';

/** The rich-text editor's photo upload (staff only): the image pipeline, then CMS media; JSON answer. */
export const action = (args: Route.ActionArgs) => articleImageAction(args);
export const loader = (args: Route.LoaderArgs) => articleImageLoader(args);
