/** A member's bookmarked (찜한) product: at most one row per member and product (primary key). */
export interface BookmarksTable {
  member_id: string;
  product_id: string;
  created_at: string;
}
