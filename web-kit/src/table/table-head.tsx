import type { ReactNode } from 'react';

/** A column heading: its text, or its text for screen readers only (an actions column), and a class. */
export type Column = ReactNode | { label: ReactNode; className?: string; hidden?: boolean };

const isSpec = (column: Column): column is { label: ReactNode; className?: string; hidden?: boolean } =>
  typeof column === 'object' && column !== null && 'label' in column;

/** A table's `<thead>`: one row of column headings (`scope="col"`), in order. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          const spec = isSpec(column) ? column : { label: column };
          return (
            // The columns are fixed for a table: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
            <th key={index} scope="col" className={spec.className}>
              {spec.hidden ? <span className="visually-hidden">{spec.label}</span> : spec.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
