// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink, isInternalPath } from './AppLink';

afterEach(cleanup);

describe('isInternalPath', () => {
  it('site paths are internal; other origins are not', () => {
    expect(isInternalPath('/login?startURL=%2Fmypage')).toBe(true);
    expect(isInternalPath('//cdn.example.com/x')).toBe(false);
    expect(isInternalPath('https://example.com/')).toBe(false);
  });
});

describe('AppLink', () => {
  it('outside a router it is a plain link', () => {
    render(<AppLink href="/register">회원가입 하기</AppLink>);
    expect(screen.getByRole('link', { name: '회원가입 하기' }).getAttribute('href')).toBe('/register');
  });

  it('inside a router an internal path navigates client-side; an external one stays a plain link', () => {
    function Page() {
      return (
        <>
          <p data-testid="where">{useLocation().pathname}</p>
          <AppLink href="/login">로그인 하기</AppLink>
          <AppLink href="https://example.com/">외부</AppLink>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/mypage'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: '외부' }).getAttribute('href')).toBe('https://example.com/');
    fireEvent.click(screen.getByRole('link', { name: '로그인 하기' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
