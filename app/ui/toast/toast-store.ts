/** SPEC 9.1 */
export const TOAST_AUTO_HIDE_MS = 5000;
/** SPEC 2.6 / 9.1: the toast sits above page content. */
export const TOAST_Z_INDEX = 1001;

type ToastVariant = 'info' | 'success' | 'warning' | 'error';

interface ToastLink {
  id: string;
  url: string;
  label: string;
}

interface ToastMessage {
  id: string;
  text: string;
}

/** SPEC 3.10 toast item. */
export interface ToastItem {
  /** Creation timestamp (ms). */
  key: number;
  messages: ToastMessage[];
  variant: ToastVariant;
  links: ToastLink[];
  autoHide: boolean;
}

export interface ShowToastOptions {
  /** Newlines split it into separate lines. */
  message: string;
  variant?: ToastVariant;
  /** An id is made up from the position when none is given. */
  links?: ReadonlyArray<{ id?: string; url: string; label: string }>;
  /** Default true: hides after 5 seconds (SPEC 4.6). */
  autoHide?: boolean;
}

type Listener = () => void;

// One toast for the whole page (SPEC 4.6: a new one replaces the old), so module state is
// enough. It only changes in the browser: the server snapshot is always empty, so a toast
// shown during a server render can never leak into another visitor's HTML.
let current: ToastItem | null = null;
let lastKey = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function clearHideTimer() {
  if (hideTimer !== undefined) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }
}

function splitMessage(message: string, key: number): ToastMessage[] {
  return message.split(/\r\n|\r|\n/).map((text, index) => ({ id: `${key}-${index}`, text }));
}

/** Shows a toast, replacing any toast already visible (SPEC 4.6). Returns the new item. */
export function showToast(options: ShowToastOptions): ToastItem {
  clearHideTimer();
  // Two toasts in the same millisecond would share a key; React would then keep the old
  // element and screen readers might not announce the new text.
  const key = Math.max(Date.now(), lastKey + 1);
  lastKey = key;
  const item: ToastItem = {
    key,
    messages: splitMessage(options.message, key),
    variant: options.variant ?? 'info',
    links: (options.links ?? []).map((link, index) => ({
      id: link.id ?? `${key}-link-${index}`,
      url: link.url,
      label: link.label,
    })),
    autoHide: options.autoHide !== false,
  };
  current = item;
  if (item.autoHide) {
    hideTimer = setTimeout(() => hideToast(key), TOAST_AUTO_HIDE_MS);
  }
  emit();
  return item;
}

/**
 * Hides the visible toast. With a key, only that toast is hidden, so a caller cannot close
 * a newer toast someone else has shown since.
 */
export function hideToast(key?: number): void {
  if (current === null) return;
  if (key !== undefined && current.key !== key) return;
  clearHideTimer();
  current = null;
  emit();
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToastSnapshot(): ToastItem | null {
  return current;
}

export function getServerToastSnapshot(): ToastItem | null {
  return null;
}

/** SPEC 8: body.message if present, else message, else the error as text. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const body: unknown = 'body' in error ? error.body : undefined;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const bodyMessage = body.message;
      if (typeof bodyMessage === 'string' && bodyMessage !== '') return bodyMessage;
    }
    if ('message' in error) {
      const message = error.message;
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  return String(error);
}

/** SPEC 8: an error shown in a toast is also logged to the console. */
export function showErrorToast(error: unknown, options: Omit<ShowToastOptions, 'message' | 'variant'> = {}): ToastItem {
  console.error(error);
  return showToast({ ...options, message: errorMessage(error), variant: 'error' });
}
