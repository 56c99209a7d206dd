import { seoPropertiesResource } from '#app/features/catalogue/pages/catalogue.server';
import type { Route } from './+types/seo-properties';

/** SPEC 7.3: a record's SEO properties as the platform's REST path answers them (a resource route: JSON, no page). */
export const loader = (args: Route.LoaderArgs) => seoPropertiesResource(args);
