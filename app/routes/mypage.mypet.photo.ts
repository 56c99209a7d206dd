import { petPhoto } from '#app/features/pets/pages/list.server';
import type { Route } from './+types/mypage.mypet.photo';

export const loader = (args: Route.LoaderArgs) => petPhoto(args);
