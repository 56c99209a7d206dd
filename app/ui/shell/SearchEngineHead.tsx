import { type JsonLd, jsonLdText } from '#app/lib/structured-data';

/**
 * What the document's <head> tells search engines (issue 25, docs/decisions/051-search-engines.md): the site
 * ownership values staff set (only when set), `noindex` on a page that is not for search, the
 * health-article feed, and the page's schema.org data — built by the server, written here as
 * inert `application/ld+json` blocks (not scripts the browser runs, so the CSP nonce does not
 * apply), escaped so no value can close the element.
 */
export function SearchEngineHead({
  verification,
  robots,
  feed,
  jsonLd,
}: {
  verification: { naver: string; google: string } | null;
  /** The robots meta of a page search engines must not list (null: none). */
  robots: string | null;
  feed: { href: string; title: string };
  jsonLd: readonly JsonLd[];
}) {
  return (
    <>
      {verification?.naver ? <meta name="naver-site-verification" content={verification.naver} /> : null}
      {verification?.google ? <meta name="google-site-verification" content={verification.google} /> : null}
      {robots !== null && <meta name="robots" content={robots} />}
      <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      {jsonLd.map((item, i) => (
        <script key={`${String(item['@type'])}-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  );
}
