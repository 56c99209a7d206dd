import { describe, expect, it } from 'vitest';
import { isGuestCachePath, isPublicResourcePath } from './site-routes';

describe('what the route table declares shareable', () => {
  it('takes only pages declared guestCache, with or without a trailing slash', () => {
    expect(isGuestCachePath('/')).toBe(true);
    expect(isGuestCachePath('/customer-center/faqs/')).toBe(true);
    for (const path of ['/login', '/login/second-factor', '/password-reset/new', '/email-change', '/staff-invitation', '/mypage', '/bcs/step4', '/staff', '/no-such-page']) {
      expect(isGuestCachePath(path), path).toBe(false);
    }
  });

  it('matches a public resource route by its pattern, one segment per parameter', () => {
    expect(isPublicResourcePath('/services/data/v65.0/connect/communities/0DB5/seo/properties/p-1')).toBe(true);
    expect(isPublicResourcePath('/services/data/v65.0/connect/communities/0DB5/seo/properties/p-1/x')).toBe(false);
    expect(isPublicResourcePath('/services/dataXv65.0/connect/communities/0DB5/seo/properties/p-1')).toBe(false);
  });
});
