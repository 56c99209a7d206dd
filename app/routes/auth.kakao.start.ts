import { startKakao } from '#app/features/account/pages/session.server';
import type { Route } from './+types/auth.kakao.start';

export const loader = (args: Route.LoaderArgs) => startKakao(args);
