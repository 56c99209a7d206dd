import { petPhoto } from '#app/features/pets/list-pages.server';
import type { Route } from './+types/mypage.mypet.photo';

export const loader = (args: Route.LoaderArgs) => petPhoto(args);
