import { fillText } from '@club/domain/fill-text';
import { formatShortMonth } from '@club/web-kit/format/date-format';
import type { MemberMonth } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

// A small bar chart of grams per month against the monthly limit: plain SVG, no library.

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 18, right: 8, bottom: 26, left: 34 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** The top of the scale: the limit, or the largest month rounded up to 10 g when above it. */
export function chartTop(months: readonly Pick<MemberMonth, 'grams'>[], limit: number): number {
  const largest = Math.max(0, ...months.map((m) => m.grams));
  return Math.max(limit, Math.ceil(largest / 10) * 10);
}

export function GramsChart({ months, limit }: { months: readonly MemberMonth[]; limit: number }) {
  const top = chartTop(months, limit);
  const y = (grams: number) => PAD.top + PLOT_H - (grams / top) * PLOT_H;
  const slot = PLOT_W / Math.max(1, months.length);
  const barWidth = Math.min(34, slot * 0.62);
  const ticks = [0, top / 2, top].map(Math.round);
  const label = fillText(sociosTexts.chartLabel, { limit });

  return (
    <svg
      className="or-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <title>{label}</title>
      {ticks.map((tick) => (
        <g key={tick} className="or-chart__tick">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
          <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const x = PAD.left + slot * index + (slot - barWidth) / 2;
        const height = (month.grams / top) * PLOT_H;
        return (
          <g key={month.month} className="or-chart__month">
            <rect
              className={`or-chart__bar${month.grams > limit ? ' or-chart__bar--over' : ''}`}
              x={x}
              y={y(month.grams)}
              width={barWidth}
              height={height}
              rx={3}
              data-grams={month.grams}
            >
              <title>{fillText(sociosTexts.chartBar, { month: month.label, grams: month.grams })}</title>
            </rect>
            {month.grams > 0 && (
              <text
                className="or-chart__value"
                x={x + barWidth / 2}
                y={y(month.grams) - 4}
                textAnchor="middle"
              >
                {month.grams}
              </text>
            )}
            <text className="or-chart__label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
              {formatShortMonth(month.month)}
            </text>
          </g>
        );
      })}
      <g className="or-chart__limit">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(limit)} y2={y(limit)} />
        <text x={WIDTH - PAD.right} y={y(limit) - 4} textAnchor="end">
          {limit} g
        </text>
      </g>
    </svg>
  );
}
