import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * On a phone a staff table shows each row as a card, each cell under its column's name: the names
 * come from the header cells and are written onto the body cells here (`data-label`), so no page
 * has to repeat them and a new table gets cards without knowing it (DataTable.module.css shows them).
 */
export function withCellLabels(children: ReactNode): ReactNode {
  const labels = headerLabels(children);
  if (labels.length === 0) return children;
  return mapElements(children, (el) => (el.type === 'tbody' ? cloneElement(el, {}, mapElements(childrenOf(el), (row) => labelRow(row, labels))) : el));
}

/** The text of each header cell of the head's first row, in order (a cell without text: ''). */
function headerLabels(children: ReactNode): string[] {
  const head = elements(children).find((el) => el.type === 'thead');
  const row = head && elements(childrenOf(head)).find((el) => el.type === 'tr');
  return row ? elements(childrenOf(row)).filter((el) => el.type === 'th').map((th) => textOf(childrenOf(th)).trim()) : [];
}

function labelRow(row: ReactElement, labels: readonly string[]): ReactElement {
  if (row.type !== 'tr') return row;
  let column = 0;
  return cloneElement(
    row,
    {},
    mapElements(childrenOf(row), (cell) => {
      if (cell.type !== 'td' && cell.type !== 'th') return cell;
      const props = cell.props as { colSpan?: number; 'data-label'?: string };
      const span = props.colSpan ?? 1;
      const label = span === 1 ? labels[column] : undefined;
      column += span;
      return label && props['data-label'] === undefined ? cloneElement(cell as ReactElement<{ 'data-label'?: string }>, { 'data-label': label }) : cell;
    }),
  );
}

function childrenOf(el: ReactElement): ReactNode {
  return (el.props as { children?: ReactNode }).children;
}

/** The elements among children, fragments opened (a row's cells often come as a fragment). */
function elements(children: ReactNode): ReactElement[] {
  return Children.toArray(children).flatMap((c) => (isValidElement(c) ? (c.type === Fragment ? elements(childrenOf(c)) : [c]) : []));
}

/** Children with each element passed through fn, fragments opened and kept; keys as React gives them. */
function mapElements(children: ReactNode, fn: (el: ReactElement) => ReactElement): ReactNode {
  return Children.map(children, (c) => (isValidElement(c) ? (c.type === Fragment ? cloneElement(c, {}, mapElements(childrenOf(c), fn)) : fn(c)) : c));
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) {
    const props = node.props as { children?: ReactNode; 'aria-label'?: string };
    return props['aria-label'] ?? textOf(props.children);
  }
  return '';
}
