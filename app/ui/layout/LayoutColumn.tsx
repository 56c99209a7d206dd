import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { LayoutColumnModel, SeedComponent } from './layout-model';
import styles from './Layout.module.css';

/** Renders one seed component; the page that owns the layout supplies it. */
export type RenderSeedComponent = (seed: SeedComponent, index: number, column: LayoutColumnModel) => ReactNode;

export interface LayoutColumnProps {
  column: LayoutColumnModel;
  renderComponent: RenderSeedComponent;
}

type ColumnStyle = CSSProperties & { '--col-span': string };

function seedKey(seed: SeedComponent, index: number): string {
  const id = seed.id ?? seed.key;
  // The index keeps keys unique even when stored ids repeat.
  return typeof id === 'string' || typeof id === 'number' ? `${index}:${id}` : String(index);
}

/**
 * One column of a section. Its span (in twelfths) is a custom property, so the section's
 * CSS decides per device whether it applies (row) or the column takes the full width.
 */
export function LayoutColumn({ column, renderComponent }: LayoutColumnProps) {
  const style: ColumnStyle = { '--col-span': column.columnWidth };
  return (
    <div
      className={styles.column}
      style={style}
      data-column-key={column.columnKey}
      data-column-width={column.columnWidth}
    >
      {column.seedComponents.map((seed, index) => (
        <Fragment key={seedKey(seed, index)}>{renderComponent(seed, index, column)}</Fragment>
      ))}
    </div>
  );
}
