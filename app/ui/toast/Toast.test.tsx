// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';
import { hideToast, showErrorToast, showToast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => hideToast());
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function region(): HTMLElement {
  const status = screen.getByRole('status');
  if (!status.parentElement) throw new Error('no region');
  return status.parentElement;
}

describe('Toast region', () => {
  it('is always present, fixed above page content at z-index 1001', () => {
    render(<Toast />);
    expect(region().style.zIndex).toBe('1001');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('renders each message line on its own line, and links as real links', () => {
    render(<Toast />);
    act(() => {
      showToast({
        message: '로그인 또는 회원가입 후 이용해주세요.\n두 번째 줄',
        links: [
          { id: 'login', url: '/login?startURL=%2Fmypage', label: '로그인 하기' },
          { id: 'register', url: '/register?startURL=%2Fmypage', label: '회원가입 하기' },
        ],
      });
    });
    const status = screen.getByRole('status');
    const lines = status.querySelectorAll('p');
    expect([...lines].map((p) => p.textContent)).toEqual(['로그인 또는 회원가입 후 이용해주세요.', '두 번째 줄']);
    expect(within(status).getByRole('link', { name: '로그인 하기' }).getAttribute('href')).toBe(
      '/login?startURL=%2Fmypage',
    );
    expect(within(status).getByRole('link', { name: '회원가입 하기' }).getAttribute('href')).toBe(
      '/register?startURL=%2Fmypage',
    );
  });

  it.each(['info', 'success'] as const)('%s is announced politely (role=status)', (variant) => {
    render(<Toast />);
    act(() => {
      showToast({ message: '알림', variant });
    });
    expect(within(screen.getByRole('status')).getByText('알림')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByText('알림').closest('[data-variant]')?.getAttribute('data-variant')).toBe(variant);
  });

  it.each(['warning', 'error'] as const)('%s is announced at once (role=alert)', (variant) => {
    render(<Toast />);
    act(() => {
      showToast({ message: '매장을 선택해주세요.', variant });
    });
    expect(within(screen.getByRole('alert')).getByText('매장을 선택해주세요.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a new toast replaces the old one on screen', () => {
    render(<Toast />);
    act(() => {
      showToast({ message: '첫 번째' });
    });
    act(() => {
      showToast({ message: '두 번째', variant: 'error' });
    });
    expect(screen.queryByText('첫 번째')).toBeNull();
    expect(screen.getByText('두 번째')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '닫기' })).toHaveLength(1);
  });

  it('the close button (labelled 닫기) hides the toast', () => {
    render(<Toast />);
    act(() => {
      showToast({ message: '닫아 주세요', autoHide: false });
    });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByText('닫아 주세요')).toBeNull();
  });

  it('disappears after exactly 5000 ms, but not with autoHide false', () => {
    render(<Toast />);
    act(() => {
      showToast({ message: '잠시 후 사라짐' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('잠시 후 사라짐')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('잠시 후 사라짐')).toBeNull();

    act(() => {
      showToast({ message: '계속 보임', autoHide: false });
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('계속 보임')).toBeTruthy();
  });

  it('showErrorToast shows the body message as an alert and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Toast />);
    const error = { body: { message: '세션 시간이 초과되었습니다. 다시 시도하십시오.' }, message: 'ignored' };
    act(() => {
      showErrorToast(error);
    });
    expect(within(screen.getByRole('alert')).getByText('세션 시간이 초과되었습니다. 다시 시도하십시오.')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(error);
  });
});
