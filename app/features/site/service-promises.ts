import { contactLines } from '#app/lib/service-promises';
import type { SiteSettings } from './data/site-config.server';

/** The sender identity of every e-mail: the brand and the footer's lines (customer centre, business details). */
export function letterheadOf(settings: SiteSettings): { brand: string; footer: string[] } {
  const brand = settings.brandName;
  return { brand, footer: [...contactLines(brand, settings.promises), `© ${brand}`] };
}
