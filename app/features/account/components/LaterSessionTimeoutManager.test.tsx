// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaterSessionTimeoutManager } from './LaterSessionTimeoutManager';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const THIRTY_MINUTES = 30 * 60_000;

function renderOnMyPage() {
  const router = createMemoryRouter([{ path: '*', element: <LaterSessionTimeoutManager msLeft={THIRTY_MINUTES} /> }], { initialEntries: ['/mypage'] });
  return render(<RouterProvider router={router} />);
}

describe('LaterSessionTimeoutManager', () => {
  it('counts the deadline from when the page hydrated, not from when the session code arrived', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-28T10:00:00Z') });
    const { container } = renderOnMyPage();
    // Before the chunk has arrived (a dynamic import is never synchronous), 29 min 40 s pass.
    expect(container.querySelector('[data-session-timeout-warning="watching"]')).toBeNull();
    vi.setSystemTime(new Date('2026-11-28T10:29:40Z'));
    await vi.waitFor(() => expect(container.querySelector('[data-session-timeout-warning="watching"]')).not.toBeNull());
    // The first tick finds 20 seconds left of the deadline set at hydration: the warning opens.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alertdialog', { name: '아직 로그아웃하지 않으셨습니까?' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('19초');
  });

  it('stays closed while the session has time left', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-28T10:00:00Z') });
    const { container } = renderOnMyPage();
    await vi.waitFor(() => expect(container.querySelector('[data-session-timeout-warning="watching"]')).not.toBeNull());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
