import { useState, type MouseEvent, type ReactNode } from 'react';
import { AppLink } from '../link/AppLink';
import { DEFAULT_PER_PAGE, paginate, type PageInput } from './paginator';
import styles from './Paginator.module.css';

// SPEC 2.5; platform resources live under {basePath}/sfsites/c, and BASE_URL carries the base path.
const ICON_DIR = `${import.meta.env.BASE_URL}sfsites/c/resource/rceFrontend/images/icons/`;
export const PAGING_ARROW_ICON = `${ICON_DIR}ic_paging_arrow.svg`;
export const PAGING_ARROW_DISABLED_ICON = `${ICON_DIR}ic_paging_arrow_disabled.svg`;

export interface PaginatorProps {
  /** SPEC 3.10, default 0. */
  totalEntries?: number;
  /** SPEC 3.10, default 10. */
  perPage?: number;
  /** SPEC 3.10, default 1; strings (query values) are accepted and normalised (SPEC 5.4). */
  page?: PageInput;
  /** The page-change event of SPEC 2.5: called with the new page number. */
  onPageChange?: (page: number) => void;
  /** When given, pages are real links, so the list pages without JS and can be crawled. */
  hrefForPage?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** Prop values and the page the user moved to, so a change in `page` from outside wins. */
interface LocalState {
  fromProp: PageInput;
  page: PageInput;
}

export function Paginator({
  totalEntries = 0,
  perPage = DEFAULT_PER_PAGE,
  page = 1,
  onPageChange,
  hrefForPage,
  label = '페이지 이동',
  className,
}: PaginatorProps) {
  // The control moves on its own when clicked (SPEC 4.5) even if the parent does not feed the
  // new page back; a new `page` prop from the parent replaces the local choice.
  const [local, setLocal] = useState<LocalState>({ fromProp: page, page });
  let requested = local.page;
  if (!Object.is(local.fromProp, page)) {
    setLocal({ fromProp: page, page });
    requested = page;
  }

  const state = paginate({ totalEntries, perPage, page: requested });

  function go(target: number) {
    if (target === state.page || target < 1 || target > state.totalPages) return;
    setLocal({ fromProp: page, page: target });
    onPageChange?.(target);
  }

  const navClass = className ? `${styles.paginator} ${className}` : styles.paginator;

  return (
    <nav aria-label={label} className={navClass}>
      <ul className={styles.list}>
        <li>
          <Step
            direction="previous"
            target={state.page - 1}
            enabled={state.hasPrevious}
            hrefForPage={hrefForPage}
            onGo={go}
          >
            이전
          </Step>
        </li>
        {state.pages.map((n) => {
          const current = n === state.page;
          const className = current ? `${styles.page} ${styles.current}` : styles.page;
          return (
            <li key={n}>
              {hrefForPage ? (
                <AppLink
                  href={hrefForPage(n)}
                  className={className}
                  aria-current={current ? 'page' : undefined}
                  onClick={current ? undefined : (event: MouseEvent) => clickThrough(event, () => go(n))}
                >
                  {n}
                </AppLink>
              ) : (
                <button
                  type="button"
                  className={className}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => go(n)}
                >
                  {n}
                </button>
              )}
            </li>
          );
        })}
        <li>
          <Step
            direction="next"
            target={state.page + 1}
            enabled={state.hasNext}
            hrefForPage={hrefForPage}
            onGo={go}
          >
            다음
          </Step>
        </li>
      </ul>
    </nav>
  );
}

interface StepProps {
  direction: 'previous' | 'next';
  target: number;
  enabled: boolean;
  hrefForPage: ((page: number) => string) | undefined;
  onGo: (page: number) => void;
  children: ReactNode;
}

/**
 * "◀ 이전" / "다음 ▶" (SPEC 2.5). The arrow is the spec's icon; its alt text is the arrow
 * character, so the accessible name is exactly the spec's label and a broken image still
 * reads right.
 */
function Step({ direction, target, enabled, hrefForPage, onGo, children }: StepProps) {
  const icon = (
    <img
      className={direction === 'previous' ? `${styles.icon} ${styles.mirrored}` : styles.icon}
      src={enabled ? PAGING_ARROW_ICON : PAGING_ARROW_DISABLED_ICON}
      alt={direction === 'previous' ? '◀' : '▶'}
      width={16}
      height={16}
    />
  );
  const content =
    direction === 'previous' ? (
      <>
        {icon} {children}
      </>
    ) : (
      <>
        {children} {icon}
      </>
    );
  const className = `${styles.step} ${direction === 'previous' ? styles.previous : styles.next}`;

  if (hrefForPage) {
    if (!enabled) {
      // A link to nowhere is not a control; an element without href is skipped by Tab and
      // announced as unavailable.
      return (
        <span className={`${className} ${styles.disabled}`} aria-disabled="true" role="link">
          {content}
        </span>
      );
    }
    return (
      <AppLink
        href={hrefForPage(target)}
        className={className}
        onClick={(event: MouseEvent) => clickThrough(event, () => onGo(target))}
      >
        {content}
      </AppLink>
    );
  }
  return (
    <button type="button" className={className} disabled={!enabled} onClick={() => onGo(target)}>
      {content}
    </button>
  );
}

/** The link still navigates; the event only reports the move. Modified clicks open elsewhere. */
function clickThrough(event: MouseEvent, report: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  report();
}
