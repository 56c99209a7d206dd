import type {
  Answer,
  Article,
  BreadcrumbList,
  FAQPage,
  ItemList,
  ListItem,
  Offer,
  Organization,
  Product,
  Question,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/**
 * Typed builders of the schema.org data (JSON-LD) pages carry for search engines (issue 25,
 * docs/decisions/051-search-engines.md). Each takes what the page already knows, with every URL
 * absolute (the caller makes them from PUBLIC_ORIGIN: `absoluteUrl`), and returns one object of
 * its schema.org type; `jsonLdText` writes it safely into a `<script type="application/ld+json">`.
 * Pure: the server builds them in loaders, so the browser downloads none of this.
 */

/** A node of the page's JSON-LD: one schema.org object (made by a builder below) with its @context and type. */
export interface JsonLd {
  '@context': 'https://schema.org';
  '@type': string;
}

/** A builder's answer: an object of schema.org type T (schema-dts also allows a bare string, never made here). */
type Node<T extends Thing> = Exclude<WithContext<T>, string>;

const CONTEXT = 'https://schema.org' as const;

/** The site as every builder names it: its name (the brand) and its absolute home URL. */
export interface SiteIdentity {
  name: string;
  /** Absolute URL of the home page. */
  url: string;
  /** Absolute URL of the brand's logo. */
  logo: string;
}

/** `path` ("/products/detail?id=…", already under the base path) on `origin`; absolute URLs pass as they are. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).toString();
}

export function organization(site: SiteIdentity): Node<Organization> {
  return { '@context': CONTEXT, '@type': 'Organization', name: site.name, url: site.url, logo: site.logo };
}

/** The site with its search (`searchUrl` takes the words in `q`) as a SearchAction. */
export function webSite(site: SiteIdentity, searchUrl: string): Node<WebSite> {
  const target = new URL(searchUrl);
  target.searchParams.set('q', '{search_term_string}');
  const action: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // The placeholder must stay readable in the template (URLSearchParams encodes the braces).
    target: { '@type': 'EntryPoint', urlTemplate: target.toString().replace('%7Bsearch_term_string%7D', '{search_term_string}') },
    'query-input': 'required name=search_term_string',
  };
  return { '@context': CONTEXT, '@type': 'WebSite', name: site.name, url: site.url, inLanguage: 'ko-KR', potentialAction: action };
}

export interface ProductFacts {
  name: string;
  url: string;
  description: string;
  images: readonly string[];
  brand: string;
  sku: string;
  /** What a shopper pays, in KRW (after the discount). */
  price: number;
  /** Reviews shown on the page: a rating is given only when there is at least one. */
  reviews: { count: number; average: number };
}

export function product(facts: ProductFacts): Node<Product> {
  const offer: Offer = {
    '@type': 'Offer',
    url: facts.url,
    price: facts.price,
    priceCurrency: 'KRW',
    availability: 'https://schema.org/InStock',
  };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: facts.name,
    url: facts.url,
    description: facts.description,
    image: [...facts.images],
    sku: facts.sku,
    brand: { '@type': 'Brand', name: facts.brand },
    offers: offer,
    ...(facts.reviews.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(facts.reviews.average * 10) / 10,
        reviewCount: facts.reviews.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export interface ArticleFacts {
  headline: string;
  url: string;
  description: string;
  image: string;
  /** ISO 8601. */
  datePublished: string;
  dateModified: string;
  author: string;
  publisher: SiteIdentity;
}

export function article(facts: ArticleFacts): Node<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: facts.headline,
    description: facts.description,
    image: [facts.image],
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    mainEntityOfPage: facts.url,
    url: facts.url,
    inLanguage: 'ko-KR',
    // An article signed by a person names them; otherwise the brand wrote it.
    author: facts.author.trim() === '' ? { '@type': 'Organization', name: facts.publisher.name, url: facts.publisher.url } : { '@type': 'Person', name: facts.author },
    publisher: { '@type': 'Organization', name: facts.publisher.name, url: facts.publisher.url, logo: { '@type': 'ImageObject', url: facts.publisher.logo } },
  };
}

/** The FAQ: each question with its answer as plain text. */
export function faqPage(questions: readonly { question: string; answer: string }[]): Node<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map(
      (q): Question => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } satisfies Answer }),
    ),
  };
}

/** One step of a breadcrumb chain: its name and absolute URL (absent for a crumb with no page). */
export interface BreadcrumbStep {
  name: string;
  url?: string;
}

/**
 * The chain from Home to the page. A crumb with no page of its own is left out (every item but
 * the page names a URL), as is one naming the same page as the next, and the page itself is
 * given `pageUrl`.
 */
export function breadcrumbList(steps: readonly BreadcrumbStep[], pageUrl: string): Node<BreadcrumbList> {
  const withUrls = steps.flatMap((step, i) => (i === steps.length - 1 ? [{ name: step.name, url: pageUrl }] : step.url === undefined ? [] : [{ name: step.name, url: step.url }]));
  // Two crumbs of one page (a label-only crumb that links to its list): the nearer one is kept.
  const linked = withUrls.filter((step, i) => withUrls[i + 1]?.url !== step.url);
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((step, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
}

/** A list page's items in the order shown (their detail pages). */
export function itemList(name: string, items: readonly { name: string; url: string }[]): Node<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON in which `<`, `>` and `&` (and the
 * two line separators JavaScript once refused) are written as escapes, so no value — a product
 * named "</script><script>…" — can close the element or start markup. JSON parsers read the
 * escapes back as the same characters.
 */
export function jsonLdText(value: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
