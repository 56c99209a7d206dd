import { describe, expect, it } from 'vitest';
import { quietRedirectRejections } from './quiet-redirect-rejections';

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('quietRedirectRejections', () => {
  const target = new EventTarget();
  quietRedirectRejections(target as unknown as Window);

  it('quiets only a redirect Response the router will follow', () => {
    const redirect = rejection(new Response(null, { status: 302, headers: { Location: '/recruitment/order-result' } }));
    target.dispatchEvent(redirect);
    expect(redirect.defaultPrevented).toBe(true);
  });

  it('leaves every other rejection reported', () => {
    for (const reason of [new Error('boom'), new Response('nope', { status: 500 }), new Response(null, { status: 302 }), 'text']) {
      const event = rejection(reason);
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });
});
