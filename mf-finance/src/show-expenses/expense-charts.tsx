import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { formatShortMonth } from '@club/web-kit/format/date-format';
import type { MonthTotal } from './show-expenses-documents.ts';
import '@club/web-kit/charts/bar-chart.css';
import { showExpensesTexts as t } from './show-expenses-texts.ts';

// Two small charts for Ver Gastos, plain SVG (no chart library), in a chunk of their own that
// loads after the table: the month by category, and the last twelve months' totals.

/** '2024-09' → 'Set 24' (Uruguayan Spanish, as ICU abbreviates it). */
export function shortMonthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return `${formatShortMonth(month)} ${String(year).slice(2)}`;
}

const CAT = { width: 560, row: 30, left: 110, right: 90, top: 6 };

export function CategoryChart({
  title,
  totals,
}: {
  title: string;
  totals: readonly { category: string; total: number }[];
}) {
  const max = Math.max(1, ...totals.map((item) => item.total));
  const height = CAT.top * 2 + totals.length * CAT.row;
  const plot = CAT.width - CAT.left - CAT.right;
  const summary = totals
    .map((item) => fillText(t.byCategoryBar, { category: item.category, amount: formatPesos(item.total) }))
    .join('; ');
  return (
    <figure className="fi-chart fi-chart--categories">
      <figcaption className="fi-chart__caption">{title}</figcaption>
      <svg
        className="kit-chart__svg"
        viewBox={`0 0 ${CAT.width} ${height}`}
        role="img"
        aria-label={`${title}. ${summary}`}
      >
        {totals.map((item, index) => {
          const y = CAT.top + index * CAT.row;
          const width = Math.max((item.total / max) * plot, 2);
          return (
            <g key={item.category} className="kit-chart__bar" data-category={item.category}>
              <text
                className="kit-chart__label"
                x={CAT.left - 8}
                y={y + CAT.row / 2}
                dy="0.32em"
                textAnchor="end"
              >
                {item.category}
              </text>
              <rect x={CAT.left} y={y + 5} width={width} height={CAT.row - 10} rx={3}>
                <title>
                  {fillText(t.byCategoryBar, { category: item.category, amount: formatPesos(item.total) })}
                </title>
              </rect>
              <text className="kit-chart__value" x={CAT.left + width + 6} y={y + CAT.row / 2} dy="0.32em">
                {formatPesos(item.total)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

const MON = { width: 560, height: 190, top: 22, bottom: 24, side: 6 };

export function MonthlyTotalsChart({
  totals,
  selected,
}: {
  totals: readonly MonthTotal[];
  /** The month shown in the table, highlighted. */
  selected: string;
}) {
  const max = Math.max(1, ...totals.map((item) => item.total));
  const slot = (MON.width - MON.side * 2) / Math.max(1, totals.length);
  const barWidth = Math.min(32, slot * 0.62);
  const plot = MON.height - MON.top - MON.bottom;
  const summary = totals
    .map((item) =>
      fillText(t.lastMonthsBar, { month: shortMonthLabel(item.month), amount: formatPesos(item.total) }),
    )
    .join('; ');
  return (
    <figure className="fi-chart">
      <figcaption className="fi-chart__caption">{t.lastMonths}</figcaption>
      <svg
        className="kit-chart__svg"
        viewBox={`0 0 ${MON.width} ${MON.height}`}
        role="img"
        aria-label={`${t.lastMonths}. ${summary}`}
      >
        <line
          className="kit-chart__axis"
          x1={0}
          x2={MON.width}
          y1={MON.height - MON.bottom}
          y2={MON.height - MON.bottom}
        />
        {totals.map((item, index) => {
          const height = item.total > 0 ? Math.max((item.total / max) * plot, 2) : 0;
          const x = MON.side + index * slot + (slot - barWidth) / 2;
          const y = MON.height - MON.bottom - height;
          const center = x + barWidth / 2;
          const current = item.month === selected;
          return (
            <g
              key={item.month}
              className={current ? 'kit-chart__bar kit-chart__bar--current' : 'kit-chart__bar'}
              data-month={item.month}
            >
              <rect x={x} y={y} width={barWidth} height={height} rx={3}>
                <title>
                  {fillText(t.lastMonthsBar, {
                    month: shortMonthLabel(item.month),
                    amount: formatPesos(item.total),
                  })}
                </title>
              </rect>
              {item.total > 0 && (
                <text
                  className="kit-chart__value fi-chart__value--small"
                  x={center}
                  y={y - 5}
                  textAnchor="middle"
                >
                  {compactPesos(item.total)}
                </text>
              )}
              <text className="kit-chart__label" x={center} y={MON.height - 7} textAnchor="middle">
                {shortMonthLabel(item.month)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

const compact = new Intl.NumberFormat('es-UY', { notation: 'compact', maximumFractionDigits: 1 });

/** '$ 12,5 mil' style, so twelve values fit above their bars. */
function compactPesos(value: number): string {
  return `$ ${compact.format(value)}`;
}
