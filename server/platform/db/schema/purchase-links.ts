/** A product's purchase link (issue 25 item 2): a shop of the fixed list and its https address, in the product's order. */
export interface ProductPurchaseLinksTable {
  id: string;
  product_id: string;
  /** A shop code of app/features/catalogue/purchase-links.ts (SHOPS). */
  shop: string;
  /** The typed name of a 기타 shop; null for a known shop. */
  shop_name: string | null;
  url: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** One counted click on a purchase link, with the visitor's attribution at that moment (SPEC 4.8 UTM values). */
export interface OutboundClicksTable {
  id: string;
  link_id: string;
  product_id: string;
  shop: string;
  shop_name: string | null;
  /** The browser's UUID (SPEC 4.8) when the page's script sent it. */
  uuid: string | null;
  /** Where the UTM values came from: 'visitor' (the browser's tracking logs), 'member' (the account), 'page' (the address the click came from), 'none'. */
  attributed_by: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  created_at: string;
}
