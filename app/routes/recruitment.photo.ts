import { recruitmentPhoto } from '#app/features/recruitment/member-pages.server';
import type { Route } from './+types/recruitment.photo';

export const loader = (args: Route.LoaderArgs) => recruitmentPhoto(args);
