import { describe, expect, it, vi } from 'vitest';
import { deliveryDomain, fileUrl, staticImagePath } from './delivery-domain';

describe('delivery domain (SPEC 7.2, 8)', () => {
  it('builds file URLs and the static image path from the domain', async () => {
    const call = vi.fn(async () => 'https://cdn.dodampet.test') as never;
    expect(await deliveryDomain(call)).toBe('https://cdn.dodampet.test');
    expect(fileUrl('https://cdn.dodampet.test', '1767225600000-3f1c2a9e-5b7d-4c1e-9a2b-0d8e7f6a5b4c.png')).toBe(
      'https://cdn.dodampet.test/1767225600000-3f1c2a9e-5b7d-4c1e-9a2b-0d8e7f6a5b4c.png',
    );
    expect(await staticImagePath(call)).toBe('https://cdn.dodampet.test/static/images');
  });

  it('uses an empty string when the domain cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new Error('503');
    }) as never;
    expect(await deliveryDomain(failing)).toBe('');
    expect(await staticImagePath(failing)).toBe('/static/images');
    error.mockRestore();
  });
});
