// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';

afterEach(cleanup);

// SPEC 2.2: Home > 맞춤 사료 정보 > 맞춤 사료 리스트
const productCrumbs: BreadcrumbItem[] = [
  { label: 'Home', to: '/' },
  { label: '맞춤 사료 정보', to: '/products' },
  { label: '맞춤 사료 리스트' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named 현재 위치 holding an ordered list', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs crumbs={productCrumbs} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '현재 위치' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      '맞춤 사료 정보',
      '맞춤 사료 리스트',
    ]);
  });

  it('crumbs with a target are links; the last crumb is the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs crumbs={productCrumbs} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '맞춤 사료 정보' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('link', { name: '맞춤 사료 리스트' })).toBeNull();
    expect(screen.getByText('맞춤 사료 리스트').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('a label-only crumb in the middle is plain text, not current', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: '이벤트/혜택' }, { label: '건강 케어 프로그램' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: '이벤트/혜택' })).toBeNull();
    expect(screen.getByText('이벤트/혜택').hasAttribute('aria-current')).toBe(false);
    expect(screen.getByText('건강 케어 프로그램').getAttribute('aria-current')).toBe('page');
  });

  it('a last crumb with a target is a link marked as the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'MyPage', to: '/mypage' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'MyPage' }).getAttribute('aria-current')).toBe('page');
  });

  it('links navigate inside the router', () => {
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Breadcrumbs crumbs={productCrumbs} />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: ['/products/list'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: '맞춤 사료 정보' }));
    expect(screen.getByTestId('where').textContent).toBe('/products');
  });

  it('renders nothing without crumbs', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumbs crumbs={[]} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
