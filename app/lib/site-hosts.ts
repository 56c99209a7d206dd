/** SITE_HOSTS as a list: the site's own host names, comma or space separated, lower-cased. */
export function parseSiteHosts(list: string): string[] {
  return list
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
}
