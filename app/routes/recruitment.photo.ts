import { recruitmentPhoto } from '#app/features/recruitment/pages/member.server';
import type { Route } from './+types/recruitment.photo';

export const loader = (args: Route.LoaderArgs) => recruitmentPhoto(args);
