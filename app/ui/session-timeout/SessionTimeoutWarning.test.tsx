// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTimeoutWarning, type SessionTimeoutWarningProps } from './SessionTimeoutWarning';

afterEach(cleanup);

function props(overrides: Partial<SessionTimeoutWarningProps> = {}): SessionTimeoutWarningProps {
  return {
    open: true,
    secondsLeft: 30,
    onContinue: vi.fn(),
    onLogout: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

describe('SessionTimeoutWarning', () => {
  it('keeps its hidden region on the page while closed', () => {
    const { container } = render(<SessionTimeoutWarning {...props({ open: false })} />);
    const region = container.querySelector('[data-session-timeout-warning]');
    expect(region).not.toBeNull();
    expect(region?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('open: a modal alert dialog titled as the spec says, with the warning text', () => {
    render(<SessionTimeoutWarning {...props()} />);
    const dialog = screen.getByRole('alertdialog', { name: '아직 로그아웃하지 않으셨습니까?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    const description = document.getElementById(descriptionId)?.textContent ?? '';
    expect(description).toContain('활동이 없어 세션이 일시 중지됩니다');
    expect(description).toContain('약 30초');
    expect(description).toContain('계속 작업');
    expect(description).toContain('자동으로 로그아웃됩니다');
  });

  it('shows the seconds left and counts down', () => {
    const { rerender } = render(<SessionTimeoutWarning {...props({ secondsLeft: 30 })} />);
    expect(screen.getByRole('timer').textContent).toBe('30초');
    rerender(<SessionTimeoutWarning {...props({ secondsLeft: 29 })} />);
    expect(screen.getByRole('timer').textContent).toBe('29초');
  });

  it('announces the countdown politely at 20, 10 and 5 seconds, not every second', () => {
    const { rerender, container } = render(<SessionTimeoutWarning {...props({ secondsLeft: 21 })} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    rerender(<SessionTimeoutWarning {...props({ secondsLeft: 20 })} />);
    expect(live?.textContent).toBe('자동 로그아웃까지 20초 남았습니다.');
    rerender(<SessionTimeoutWarning {...props({ secondsLeft: 19 })} />);
    expect(live?.textContent).toBe('자동 로그아웃까지 20초 남았습니다.');
    rerender(<SessionTimeoutWarning {...props({ secondsLeft: 5 })} />);
    expect(live?.textContent).toBe('자동 로그아웃까지 5초 남았습니다.');
  });

  it('has exactly the three spec buttons, each calling its own callback', () => {
    const p = props();
    render(<SessionTimeoutWarning {...p} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['계속 작업', '로그아웃', '닫기']);
    fireEvent.click(screen.getByRole('button', { name: '계속 작업' }));
    expect(p.onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(p.onLogout).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
    expect(p.onContinue).toHaveBeenCalledTimes(1);
    expect(p.onLogout).toHaveBeenCalledTimes(1);
  });

  it('Escape closes', () => {
    const p = props();
    render(<SessionTimeoutWarning {...p} />);
    fireEvent.keyDown(screen.getByRole('button', { name: '로그아웃' }), { key: 'Escape' });
    expect(p.onClose).toHaveBeenCalledTimes(1);
    expect(p.onLogout).not.toHaveBeenCalled();
  });

  it('Escape does nothing while closed', () => {
    const p = props({ open: false });
    render(<SessionTimeoutWarning {...p} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(p.onClose).not.toHaveBeenCalled();
  });

  it('moves focus into the dialog on open and back to where it was on close', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            열기
          </button>
          <SessionTimeoutWarning
            open={open}
            secondsLeft={30}
            onContinue={() => setOpen(false)}
            onLogout={() => {}}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '계속 작업' }));

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Tab and Shift+Tab wrap around inside the dialog', () => {
    render(<SessionTimeoutWarning {...props()} />);
    const first = screen.getByRole('button', { name: '계속 작업' });
    const last = screen.getByRole('button', { name: '닫기' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
