import { kakaoCallback } from '#app/features/account/pages/session.server';
import type { Route } from './+types/auth.kakao.callback';

export const loader = (args: Route.LoaderArgs) => kakaoCallback(args);
