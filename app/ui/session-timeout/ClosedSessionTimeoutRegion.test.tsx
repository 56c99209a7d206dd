import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClosedSessionTimeoutRegion } from './ClosedSessionTimeoutRegion';
import { SessionTimeoutWarning } from './SessionTimeoutWarning';

describe('ClosedSessionTimeoutRegion', () => {
  it('is the HTML of the closed warning, so a page hydrates the same whichever of the two the server wrote', () => {
    const noop = () => {};
    const closed = renderToStaticMarkup(<SessionTimeoutWarning open={false} secondsLeft={30} onContinue={noop} onLogout={noop} onClose={noop} />);
    expect(renderToStaticMarkup(<ClosedSessionTimeoutRegion />)).toBe(closed);
  });
});
