import { createContext } from 'react';

/**
 * The text of a built stylesheet by its URL, on the server only (entry.server.tsx): the first
 * render of a page carries its CSS inline instead of as render-blocking requests
 * (DocumentLinks, docs/decisions/040-css-delivery.md). In the browser there is none.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | null>(null);
