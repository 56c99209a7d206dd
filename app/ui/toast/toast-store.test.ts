import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorMessage,
  getServerToastSnapshot,
  getToastSnapshot,
  hideToast,
  showErrorToast,
  showToast,
  subscribeToast,
  TOAST_AUTO_HIDE_MS,
  TOAST_Z_INDEX,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
});

afterEach(() => {
  hideToast();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('constants (SPEC 9.1)', () => {
  it('auto-hide after 5000 ms, layer order 1001', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
    expect(TOAST_Z_INDEX).toBe(1001);
  });
});

describe('showToast item (SPEC 3.10)', () => {
  it('splits the message on newlines into entries with text and id', () => {
    const item = showToast({ message: '첫 줄\n둘째 줄\r\n셋째 줄' });
    expect(item.messages.map((m) => m.text)).toEqual(['첫 줄', '둘째 줄', '셋째 줄']);
    expect(new Set(item.messages.map((m) => m.id)).size).toBe(3);
  });

  it('a message without newlines is one entry', () => {
    expect(showToast({ message: '저장되었습니다.' }).messages.map((m) => m.text)).toEqual(['저장되었습니다.']);
  });

  it('variant defaults to info and keeps the given variant', () => {
    expect(showToast({ message: 'a' }).variant).toBe('info');
    for (const variant of ['info', 'success', 'warning', 'error'] as const) {
      expect(showToast({ message: 'a', variant }).variant).toBe(variant);
    }
  });

  it('keeps links with id, url and label, filling a missing id', () => {
    const item = showToast({
      message: '로그인 또는 회원가입 후 이용해주세요.',
      links: [
        { id: 'login', url: '/login?startURL=%2Fmypage', label: '로그인 하기' },
        { url: '/register?startURL=%2Fmypage', label: '회원가입 하기' },
      ],
    });
    expect(item.links[0]).toEqual({ id: 'login', url: '/login?startURL=%2Fmypage', label: '로그인 하기' });
    expect(item.links[1]).toMatchObject({ url: '/register?startURL=%2Fmypage', label: '회원가입 하기' });
    expect(item.links[1]?.id).toBeTruthy();
    expect(showToast({ message: 'x' }).links).toEqual([]);
  });

  it('key is the creation timestamp', () => {
    // Later than any earlier test's clock, so the same-millisecond guard does not bump it.
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    expect(showToast({ message: 'a' }).key).toBe(new Date('2030-01-01T00:00:00Z').getTime());
  });

  it('two toasts in the same millisecond still get different keys', () => {
    const a = showToast({ message: 'a' });
    const b = showToast({ message: 'b' });
    expect(b.key).toBeGreaterThan(a.key);
  });
});

describe('toast rules (SPEC 4.6)', () => {
  it('a new toast replaces the visible one', () => {
    showToast({ message: '첫 번째' });
    const second = showToast({ message: '두 번째' });
    expect(getToastSnapshot()).toBe(second);
  });

  it('hides after exactly 5000 ms by default', () => {
    showToast({ message: 'a' });
    vi.advanceTimersByTime(4999);
    expect(getToastSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getToastSnapshot()).toBeNull();
  });

  it('never hides by itself when autoHide is false', () => {
    showToast({ message: 'a', autoHide: false });
    vi.advanceTimersByTime(60_000);
    expect(getToastSnapshot()?.messages[0]?.text).toBe('a');
  });

  it('the replaced toast’s timer does not hide the new toast early', () => {
    showToast({ message: 'old' });
    vi.advanceTimersByTime(3000);
    showToast({ message: 'new' });
    vi.advanceTimersByTime(2000);
    expect(getToastSnapshot()?.messages[0]?.text).toBe('new');
    vi.advanceTimersByTime(3000);
    expect(getToastSnapshot()).toBeNull();
  });

  it('a replacement without auto-hide is not hidden by the old timer', () => {
    showToast({ message: 'old' });
    showToast({ message: 'sticky', autoHide: false });
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 2);
    expect(getToastSnapshot()?.messages[0]?.text).toBe('sticky');
  });

  it('hideToast hides; with a stale key it leaves the newer toast', () => {
    const old = showToast({ message: 'old' });
    showToast({ message: 'new' });
    hideToast(old.key);
    expect(getToastSnapshot()?.messages[0]?.text).toBe('new');
    hideToast();
    expect(getToastSnapshot()).toBeNull();
  });

  it('notifies subscribers on show and hide, and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToast(listener);
    showToast({ message: 'a' });
    hideToast();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast({ message: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('the server snapshot is always empty', () => {
    showToast({ message: 'a' });
    expect(getServerToastSnapshot()).toBeNull();
  });
});

describe('errorMessage precedence (SPEC 8)', () => {
  it('body.message first', () => {
    const error = Object.assign(new Error('outer'), { body: { message: '서버 오류입니다.' } });
    expect(errorMessage(error)).toBe('서버 오류입니다.');
  });

  it('then the error’s message', () => {
    expect(errorMessage(new Error('세션 시간이 초과되었습니다. 다시 시도하십시오.'))).toBe(
      '세션 시간이 초과되었습니다. 다시 시도하십시오.',
    );
    expect(errorMessage({ body: {}, message: 'plain' })).toBe('plain');
    expect(errorMessage({ body: { message: '' }, message: 'plain' })).toBe('plain');
    expect(errorMessage({ body: null, message: 'plain' })).toBe('plain');
  });

  it('else the error as text', () => {
    expect(errorMessage('문자열 오류')).toBe('문자열 오류');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ message: 7 })).toBe('[object Object]');
  });
});

describe('showErrorToast (SPEC 8)', () => {
  it('logs the error and shows an error toast with its text', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('outer'), { body: { message: '처리 중 오류가 발생했습니다.' } });
    const item = showErrorToast(error);
    expect(log).toHaveBeenCalledWith(error);
    expect(item.variant).toBe('error');
    expect(item.messages.map((m) => m.text)).toEqual(['처리 중 오류가 발생했습니다.']);
    expect(getToastSnapshot()).toBe(item);
  });
});
