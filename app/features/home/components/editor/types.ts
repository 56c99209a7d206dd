import type { LinkTarget } from '#app/staff-kit/link-target';

/** The editor's working copy of the layout and what its parts share (no logic, no imports of the parts). */

export type Json = Record<string, unknown>;
export type Device = 'desktop' | 'tablet' | 'mobile';

/** `_uid`: the editor's own stable key of an item (React keys, open state), never sent. */
export interface EditColumn {
  _uid: string;
  columnKey: string;
  columnName: string;
  columnWidth: string;
  seedComponents: Json[];
}
export interface EditSection {
  _uid: string;
  sectionKey: string;
  direction: Record<Device, string>;
  background?: Json;
  columns: EditColumn[];
}
export interface MediaChoice {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface ProductChoice {
  id: string;
  name: string;
  active: boolean;
}

/** What every part of the editor is handed: how to change the layout, its errors, the media and products. */
export interface EditorContext {
  update: (change: (draft: EditSection[]) => EditSection[] | void) => void;
  err: (path: string) => string | undefined;
  media: MediaChoice[];
  addMedia: (m: MediaChoice) => void;
  products: ProductChoice[];
  fresh: ReadonlySet<string>;
  /** The picked link items the editor knows (from the loader, and picked in this visit), by stored value. */
  links: ReadonlyMap<string, LinkTarget>;
  addLink: (target: LinkTarget) => void;
}
