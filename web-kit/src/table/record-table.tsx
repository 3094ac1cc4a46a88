import type { Key, ReactNode } from 'react';
import { TableHead } from './table-head.tsx';

/** A column of a RecordTable: its heading, and what a record shows under it. */
export interface RecordColumn<T> {
  label: string;
  cell: (record: T) => ReactNode;
  /** On the column's cells (not its heading). */
  className?: string;
  /** A figure: heading and cells aligned right ('kit-num', back-office.css). */
  figure?: boolean;
}

/**
 * A list of records as a table: one row a record, one cell a column, under the columns' headings.
 * Each cell carries its column's name in `data-label`, for the layouts that stack a row as a card
 * on a phone.
 */
export function RecordTable<T>({
  records,
  columns,
  recordKey,
  rowClassName,
  className,
  label,
}: {
  records: readonly T[];
  columns: readonly RecordColumn<T>[];
  recordKey: (record: T) => Key;
  rowClassName?: (record: T) => string | undefined;
  className: string;
  /** The table's accessible name, where no caption or heading names it. */
  label?: string;
}) {
  return (
    <table className={className} aria-label={label}>
      <TableHead
        columns={columns.map((column) => ({
          label: column.label,
          className: column.figure ? 'kit-num' : undefined,
        }))}
      />
      <tbody>
        {records.map((record) => (
          <tr key={recordKey(record)} className={rowClassName?.(record)}>
            {columns.map((column) => (
              <td
                key={column.label}
                data-label={column.label}
                className={
                  [column.figure ? 'kit-num' : '', column.className ?? ''].join(' ').trim() || undefined
                }
              >
                {column.cell(record)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
