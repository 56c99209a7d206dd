import { followPurchaseLink } from '#app/features/tracking/pages/outbound.server';
import type { Route } from './+types/products.out';

export const loader = (args: Route.LoaderArgs) => followPurchaseLink(args);
