import { href } from '#app/config/href';
import { OUTBOUND_LINK_ATTRIBUTE } from '#app/lib/outbound-link';
import { siteUrl } from '#app/lib/site-url';
import styles from './PurchaseLinks.module.css';

/**
 * Where to buy a product (issue 25 item 2). Each link is a plain link to the counting redirect
 * (/products/out?link={id}): it works without the page's script, opens the shop in a new window,
 * and the tracking script, when it is there, adds the visitor's UUID as it is followed. The
 * shop's address itself never reaches the page.
 */

interface Link {
  id: string;
  label: string;
}

const outHref = (id: string) => siteUrl(href('purchase-out', { link: id }));

/** "쿠팡에서 구매하기", and " (새 창)" for screen readers: the link's name is the words it shows, and then some. */
function LinkText({ text }: { text: string }) {
  return (
    <span>
      {text}
      <span className="visually-hidden"> (새 창)</span>
    </span>
  );
}
const outbound = { [OUTBOUND_LINK_ATTRIBUTE]: '' };

function NewWindowIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The product page's 구매하기: every shop in the staff's order, the first one first in colour. Nothing without links. */
export function PurchaseLinks({ links }: { links: readonly Link[] }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.buy} aria-labelledby="purchase-links">
      <h2 id="purchase-links" className={styles.heading}>
        구매하기
      </h2>
      <ul className={styles.shops}>
        {links.map((link, i) => (
          <li key={link.id}>
            <a href={outHref(link.id)} target="_blank" rel="noopener nofollow" className={i === 0 ? styles.primary : styles.shop} {...outbound}>
              <LinkText text={`${link.label}에서 구매하기`} />
              <NewWindowIcon />
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.note}>쇼핑몰 페이지가 새 창으로 열려요. 가격과 혜택은 쇼핑몰마다 다를 수 있어요.</p>
    </section>
  );
}

/** A product card's one purchase link: the first shop (its short name), small, above the card's own link. */
export function CardPurchaseLink({ link }: { link: Link }) {
  return (
    <a href={outHref(link.id)} target="_blank" rel="noopener nofollow" className={styles.card} {...outbound}>
      <LinkText text={`${link.label}에서 구매`} />
      <NewWindowIcon />
    </a>
  );
}
