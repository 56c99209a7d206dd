import type { CSSProperties } from 'react';
import { LayoutColumn, type RenderSeedComponent } from './LayoutColumn';
import {
  DEVICES,
  MEDIA_QUERIES,
  type Device,
  type LayoutDirection,
  type LayoutSectionModel,
  type SectionBackground,
} from './layout-model';
import styles from './Layout.module.css';
import { type ImagePriority, SiteImage } from '#app/ui/image/SiteImage';
import { siteUrl } from '#app/lib/site-url';

export interface LayoutSectionProps {
  section: LayoutSectionModel;
  renderComponent: RenderSeedComponent;
  /**
   * How the backdrop image loads: `lcp` for the first section of a page (its largest image),
   * `lazy` below the fold; `eager` (the default) when it may show at once.
   */
  backgroundLoading?: ImagePriority;
  /** Names the section landmark when the page has a heading or label for it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const directionClass: Record<Device, Record<LayoutDirection, string | undefined>> = {
  desktop: { row: styles.desktopRow, column: styles.desktopColumn },
  tablet: { row: styles.tabletRow, column: styles.tabletColumn },
  mobile: { row: styles.mobileRow, column: styles.mobileColumn },
};

/** A page section (SPEC 2.8): a 12-column grid of columns over an optional background. */
export function LayoutSection({
  section,
  renderComponent,
  backgroundLoading = 'eager',
  className,
  ...aria
}: LayoutSectionProps) {
  const gridClasses = [styles.grid, ...DEVICES.map((device) => directionClass[device][section.direction[device]])]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      data-section-key={section.sectionKey}
      data-direction-desktop={section.direction.desktop}
      data-direction-tablet={section.direction.tablet}
      data-direction-mobile={section.direction.mobile}
      {...aria}
    >
      {section.background ? <SectionBackdrop background={section.background} loading={backgroundLoading} /> : null}
      <div className={gridClasses}>
        {section.columns.map((column) => (
          <LayoutColumn key={column.columnKey} column={column} renderComponent={renderComponent} />
        ))}
      </div>
    </section>
  );
}

const REPEATING = new Set(['repeat', 'repeat-x', 'repeat-y', 'space', 'round']);

/** CSS `background-size` keywords mapped onto `object-fit` for the <img> case. */
function objectFit(size: string | undefined): CSSProperties['objectFit'] {
  switch (size) {
    case 'contain':
      return 'contain';
    case 'auto':
      return 'none';
    case '100% 100%':
      return 'fill';
    default:
      return 'cover';
  }
}

type TiledStyle = CSSProperties & Record<'--bg-mobile' | '--bg-tablet' | '--bg-desktop', string>;

function SectionBackdrop({ background, loading }: { background: SectionBackground; loading: ImagePriority }) {
  // A missing size falls back to the nearest larger image first: scaling down looks better
  // than stretching a small one.
  const desktop = background.desktop ?? background.tablet ?? background.mobile;
  const tablet = background.tablet ?? background.desktop ?? background.mobile;
  const mobile = background.mobile ?? background.tablet ?? background.desktop;
  const alt = background.alt ?? '';
  const overlay = background.overlayColor ? (
    <div className={styles.overlay} style={{ backgroundColor: background.overlayColor }} />
  ) : null;

  if (!mobile || !tablet || !desktop) {
    return overlay ? <div className={styles.backdrop}>{overlay}</div> : null;
  }

  if (background.repeat && REPEATING.has(background.repeat)) {
    // A tiled pattern cannot be an <img>; CSS picks the image per breakpoint from these.
    const style: TiledStyle = {
      '--bg-mobile': `url("${siteUrl(mobile)}")`,
      '--bg-tablet': `url("${siteUrl(tablet)}")`,
      '--bg-desktop': `url("${siteUrl(desktop)}")`,
      backgroundRepeat: background.repeat,
      backgroundSize: background.size ?? 'auto',
      backgroundPosition: background.position ?? 'center',
    };
    return (
      <div className={styles.backdrop}>
        <div
          className={styles.tiled}
          style={style}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        />
        {overlay}
      </div>
    );
  }

  return (
    <div className={styles.backdrop}>
      <SiteImage
        fill
        className={styles.image}
        src={mobile}
        sources={[
          { media: MEDIA_QUERIES.desktop, src: desktop },
          { media: MEDIA_QUERIES.tablet, src: tablet },
          { media: MEDIA_QUERIES.mobile, src: mobile },
        ]}
        alt={alt}
        priority={loading}
        style={{ objectPosition: background.position ?? 'center', objectFit: objectFit(background.size) }}
      />
      {overlay}
    </div>
  );
}
