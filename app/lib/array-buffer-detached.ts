/**
 * `ArrayBuffer.prototype.detached` (ES2024) where the runtime lacks it (Node 20; Node 22 has it).
 *
 * React's web-streams renderer (entry.server.tsx) enqueues chunks into a byte stream, which
 * detaches their buffers. It checks this getter to tell a chunk that was detached by a second
 * write — a React bug that would drop bytes from the page — from one that is really empty, and
 * throws for the first. It looks for the getter once, when it loads: `installArrayBufferDetached`
 * must run before `react-dom/server.edge` is evaluated (entry.server.tsx loads it afterwards).
 * Without it, React's production build writes a detached chunk as empty without a word, and its
 * development build warns about every empty chunk.
 */
const byteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength')?.get;

/** Whether `buffer` is detached, as the standard getter answers (TypeError for anything else). */
export function isDetached(buffer: ArrayBuffer): boolean {
  if (byteLength === undefined) throw new TypeError('ArrayBuffer.prototype.byteLength is missing');
  // Throws a TypeError for a value that is not an ArrayBuffer (a SharedArrayBuffer included).
  if (byteLength.call(buffer) !== 0) return false;
  try {
    // A view of a detached buffer cannot be made; of an empty one it can.
    new Uint8Array(buffer);
    return false;
  } catch {
    return true;
  }
}

/** Defines the getter where the runtime has none (Node 20); does nothing where it has one. */
export function installArrayBufferDetached(): void {
  if (Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')) return;
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    enumerable: false,
    get(this: ArrayBuffer) {
      return isDetached(this);
    },
  });
}
