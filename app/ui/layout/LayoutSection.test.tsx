// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutSection } from './LayoutSection';
import { defaultSection, normaliseSection, type SeedComponent } from './layout-model';

afterEach(cleanup);

function renderSeed(seed: SeedComponent) {
  return <p>{String(seed.title)}</p>;
}

function columns(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-column-key]')];
}

describe('LayoutSection', () => {
  it('renders the default section as one full-width column in a <section>', () => {
    const { container } = render(<LayoutSection section={defaultSection()} renderComponent={renderSeed} />);
    const section = container.querySelector('section');
    expect(section?.getAttribute('data-section-key')).toBe('section1');
    const [only, ...rest] = columns(container);
    expect(rest).toHaveLength(0);
    expect(only?.getAttribute('data-column-key')).toBe('col1');
    expect(only?.style.getPropertyValue('--col-span')).toBe('12');
  });

  it('gives each column its width in twelfths and renders its seed components in order', () => {
    const section = normaliseSection({
      sectionKey: 'promo',
      columns: [
        { columnKey: 'a', columnWidth: '4', seedComponents: [{ id: 's1', title: '첫 번째' }, { id: 's2', title: '두 번째' }] },
        { columnKey: 'b', columnWidth: '8', seedComponents: [{ id: 's3', title: '세 번째' }] },
      ],
    });
    const render_ = vi.fn(renderSeed);
    const { container } = render(<LayoutSection section={section} renderComponent={render_} />);
    const [a, b] = columns(container);
    expect(a?.style.getPropertyValue('--col-span')).toBe('4');
    expect(a?.getAttribute('data-column-width')).toBe('4');
    expect(b?.style.getPropertyValue('--col-span')).toBe('8');
    expect([...(a?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual(['첫 번째', '두 번째']);
    expect(b?.textContent).toBe('세 번째');
    expect(render_).toHaveBeenCalledWith({ id: 's3', title: '세 번째' }, 0, section.columns[1]);
  });

  it('carries the direction per device as attributes and classes', () => {
    const section = normaliseSection({ direction: { desktop: 'row', tablet: 'column', mobile: 'column' } });
    const { container } = render(<LayoutSection section={section} renderComponent={renderSeed} />);
    const element = container.querySelector('section');
    expect(element?.getAttribute('data-direction-desktop')).toBe('row');
    expect(element?.getAttribute('data-direction-tablet')).toBe('column');
    expect(element?.getAttribute('data-direction-mobile')).toBe('column');
    // The CSS module switches spans on and off per breakpoint from these classes.
    const gridClass = columns(container)[0]?.parentElement?.className ?? '';
    expect(gridClass).toMatch(/desktopRow/);
    expect(gridClass).toMatch(/tabletColumn/);
    expect(gridClass).toMatch(/mobileColumn/);
    expect(gridClass).not.toMatch(/desktopColumn|tabletRow|mobileRow/);
  });

  it('renders a background <picture> with a source per device at the SPEC 2.8 breakpoints', () => {
    const section = normaliseSection({
      background: {
        mobile: '/img/m.jpg',
        tablet: '/img/t.jpg',
        desktop: '/img/d.jpg',
        alt: '초원 위의 강아지',
        position: 'center top',
        overlayColor: 'rgba(0, 0, 0, 0.4)',
      },
    });
    const { container } = render(<LayoutSection section={section} renderComponent={renderSeed} />);
    const sources = [...container.querySelectorAll('picture source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 64.0625em)', '/img/d.jpg'],
      ['(min-width: 48em) and (max-width: 64em)', '/img/t.jpg'],
      ['(max-width: 47.9375em)', '/img/m.jpg'],
    ]);
    const image = screen.getByRole('img', { name: '초원 위의 강아지' });
    expect(image.getAttribute('src')).toBe('/img/m.jpg');
    expect(image.style.objectPosition).toBe('center top');
    const overlay = image.closest('picture')?.nextElementSibling as HTMLElement | null;
    expect(overlay?.style.backgroundColor).toBe('rgba(0, 0, 0, 0.4)');
  });

  it('the background sits before the content, so the content paints over it', () => {
    const section = normaliseSection({ background: { desktop: '/img/d.jpg' }, columns: [{ seedComponents: [{ title: '내용' }] }] });
    const { container } = render(<LayoutSection section={section} renderComponent={renderSeed} />);
    const element = container.querySelector('section');
    expect(element?.firstElementChild?.querySelector('picture')).not.toBeNull();
    expect(element?.lastElementChild?.textContent).toBe('내용');
  });

  it('a missing device image falls back to another size; no alt means decorative', () => {
    const section = normaliseSection({ background: { desktop: '/img/d.jpg' } });
    const { container } = render(<LayoutSection section={section} renderComponent={renderSeed} />);
    const srcsets = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('srcset'));
    expect(srcsets).toEqual(['/img/d.jpg', '/img/d.jpg', '/img/d.jpg']);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('a repeating background is drawn as a tiled layer instead of a picture', () => {
    const section = normaliseSection({ background: { mobile: '/img/tile.png', repeat: 'repeat' } });
    const { container } = render(<LayoutSection section={section} renderComponent={renderSeed} />);
    expect(container.querySelector('picture')).toBeNull();
    const tiled = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(tiled?.style.backgroundRepeat).toBe('repeat');
    expect(tiled?.style.getPropertyValue('--bg-desktop')).toBe('url("/img/tile.png")');
  });

  it('no background, no picture', () => {
    const { container } = render(<LayoutSection section={defaultSection()} renderComponent={renderSeed} />);
    expect(container.querySelector('picture')).toBeNull();
  });
});
