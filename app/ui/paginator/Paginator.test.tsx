// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Paginator, PAGING_ARROW_DISABLED_ICON, PAGING_ARROW_ICON } from './Paginator';

afterEach(cleanup);

function pageNumbers(): string[] {
  const nav = screen.getByRole('navigation', { name: '페이지 이동' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((text) => /^\d+$/.test(text));
}

describe('Paginator (buttons)', () => {
  it('renders a navigation landmark with the spec labels for previous and next', () => {
    render(<Paginator totalEntries={30} />);
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '◀ 이전' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 ▶' })).toBeTruthy();
  });

  it('uses the spec icons, the disabled one on a disabled control', () => {
    render(<Paginator totalEntries={30} page={1} />);
    const previousIcon = screen.getByRole('button', { name: '◀ 이전' }).querySelector('img');
    const nextIcon = screen.getByRole('button', { name: '다음 ▶' }).querySelector('img');
    expect(previousIcon?.getAttribute('src')).toBe(PAGING_ARROW_DISABLED_ICON);
    expect(nextIcon?.getAttribute('src')).toBe(PAGING_ARROW_ICON);
    expect(PAGING_ARROW_ICON).toBe('/sfsites/c/resource/rceFrontend/images/icons/ic_paging_arrow.svg');
    expect(PAGING_ARROW_DISABLED_ICON).toBe('/sfsites/c/resource/rceFrontend/images/icons/ic_paging_arrow_disabled.svg');
  });

  it('defaults: no entries → one page, both controls disabled', () => {
    render(<Paginator />);
    expect(pageNumbers()).toEqual(['1']);
    expect((screen.getByRole('button', { name: '◀ 이전' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '다음 ▶' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables previous on page 1 and next on the last page', () => {
    const { rerender } = render(<Paginator totalEntries={30} page={1} />);
    expect((screen.getByRole('button', { name: '◀ 이전' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '다음 ▶' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Paginator totalEntries={30} page={3} />);
    expect((screen.getByRole('button', { name: '◀ 이전' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '다음 ▶' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the current page with aria-current="page"', () => {
    render(<Paginator totalEntries={100} page={7} />);
    expect(pageNumbers()).toEqual(['5', '6', '7', '8', '9']);
    const current = screen.getByRole('button', { name: '7' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '6' }).hasAttribute('aria-current')).toBe(false);
  });

  it('clamps the page and normalises string pages', () => {
    const { rerender } = render(<Paginator totalEntries={45} perPage={12} page="99" />);
    expect(screen.getByRole('button', { name: '4' }).getAttribute('aria-current')).toBe('page');
    rerender(<Paginator totalEntries={45} perPage={12} page="abc" />);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
  });

  it('raises the page-change event with the new page for numbers, previous and next', () => {
    const onPageChange = vi.fn<(page: number) => void>();
    render(<Paginator totalEntries={100} page={5} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: '6' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    fireEvent.click(screen.getByRole('button', { name: '다음 ▶' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    fireEvent.click(screen.getByRole('button', { name: '◀ 이전' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('clicking the current page raises no event', () => {
    const onPageChange = vi.fn<(page: number) => void>();
    render(<Paginator totalEntries={100} page={5} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('moves to the clicked page and shifts the window, even when the parent does not re-render', () => {
    render(<Paginator totalEntries={200} page={1} />);
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByRole('button', { name: '5' }).getAttribute('aria-current')).toBe('page');
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
  });

  it('a new page prop from the parent replaces the local choice', () => {
    const { rerender } = render(<Paginator totalEntries={200} page={1} />);
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    rerender(<Paginator totalEntries={200} page={10} />);
    expect(screen.getByRole('button', { name: '10' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('Paginator (links)', () => {
  const hrefForPage = (page: number) => `/products?page=${page}`;

  it('renders real links outside a router, for pages and enabled controls', () => {
    render(<Paginator totalEntries={100} page={2} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: '3' }).getAttribute('href')).toBe('/products?page=3');
    expect(screen.getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '◀ 이전' }).getAttribute('href')).toBe('/products?page=1');
    expect(screen.getByRole('link', { name: '다음 ▶' }).getAttribute('href')).toBe('/products?page=3');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('a disabled control is not a link target', () => {
    render(<Paginator totalEntries={100} page={1} hrefForPage={hrefForPage} />);
    const previous = screen.getByRole('link', { name: '◀ 이전' });
    expect(previous.hasAttribute('href')).toBe(false);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
  });

  it('navigates client-side inside a router and still reports the new page', () => {
    const onPageChange = vi.fn<(page: number) => void>();
    function ListPage() {
      const location = useLocation();
      const page = new URLSearchParams(location.search).get('page');
      return (
        <>
          <p data-testid="location">{location.pathname + location.search}</p>
          <Paginator totalEntries={100} page={page} hrefForPage={hrefForPage} onPageChange={onPageChange} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/products', element: <ListPage /> }], {
      initialEntries: ['/products?page=4'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: '4' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: '다음 ▶' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByTestId('location').textContent).toBe('/products?page=5');
    expect(screen.getByRole('link', { name: '5' }).getAttribute('aria-current')).toBe('page');
  });
});
