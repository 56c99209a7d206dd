import { describe, expect, it } from 'vitest';
import { installArrayBufferDetached, isDetached } from './array-buffer-detached';

function detach(buffer: ArrayBuffer): ArrayBuffer {
  structuredClone(buffer, { transfer: [buffer] });
  return buffer;
}

describe('ArrayBuffer.prototype.detached', () => {
  it('tells a detached buffer from an empty one, as the standard getter does', () => {
    expect(isDetached(new ArrayBuffer(8))).toBe(false);
    expect(isDetached(new ArrayBuffer(0))).toBe(false);
    expect(isDetached(detach(new ArrayBuffer(8)))).toBe(true);
    expect(isDetached(detach(new ArrayBuffer(0)))).toBe(true);
    // A view emptied by a byte stream's enqueue, the case React checks for.
    const view = new Uint8Array(16);
    detach(view.buffer);
    expect(view.byteLength).toBe(0);
    expect(isDetached(view.buffer)).toBe(true);
  });

  it('is there on every runtime the server runs on once installed, and refuses what is not an ArrayBuffer', () => {
    installArrayBufferDetached();
    installArrayBufferDetached();
    const getter = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached')?.get;
    expect(getter).toBeTypeOf('function');
    expect(getter!.call(detach(new ArrayBuffer(4)))).toBe(true);
    expect(() => isDetached({} as ArrayBuffer)).toThrow(TypeError);
    expect(() => isDetached(new SharedArrayBuffer(4) as unknown as ArrayBuffer)).toThrow(TypeError);
  });
});
