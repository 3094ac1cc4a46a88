import { fillText } from '@club/domain/fill-text';
import { formatIsoDate } from '@club/domain/harvest';
import { texts } from '@club/domain/texts';
import { formatNumber } from '../back-office/format.ts';
import type { HarvestYield } from './harvests-documents.ts';
import '@club/web-kit/charts/bar-chart.css';

// A small bar chart of g/plant for each harvest of one species, the shown harvest highlighted.
// Plain SVG in a fixed viewBox that scales with the card.

/** The last harvests shown; older ones drop off the left. */
export const CHART_MAX_BARS = 8;

const WIDTH = 320;
const HEIGHT = 150;
const TOP = 20;
const BOTTOM = 22;

export function YieldChart({
  species,
  history,
  currentId,
}: {
  species: string;
  history: readonly HarvestYield[];
  currentId: number;
}) {
  const bars = history.slice(-CHART_MAX_BARS);
  const title = fillText(texts.harvest.chartTitle, { species });
  const summary = bars
    .map(
      (bar) =>
        `${formatIsoDate(bar.harvestDate)}: ${formatNumber(bar.productionAverage)} ${texts.harvest.perPlant}`,
    )
    .join('; ');
  const max = Math.max(...bars.map((bar) => bar.productionAverage), 1);
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.min(36, slot * 0.6);
  const plotHeight = HEIGHT - TOP - BOTTOM;

  return (
    <figure className="hv-chart">
      <figcaption className="hv-chart__caption">{title}</figcaption>
      <svg
        className="kit-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${summary}`}
      >
        <line className="kit-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {bars.map((bar, index) => {
          const height = Math.max((bar.productionAverage / max) * plotHeight, 2);
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          const current = bar.harvestId === currentId;
          const center = x + barWidth / 2;
          return (
            <g
              key={bar.harvestId}
              className={current ? 'kit-chart__bar kit-chart__bar--current' : 'kit-chart__bar'}
            >
              <rect x={x} y={y} width={barWidth} height={height} rx={3} />
              <text className="kit-chart__value" x={center} y={y - 5} textAnchor="middle">
                {formatNumber(Math.round(bar.productionAverage))}
              </text>
              <text className="kit-chart__label" x={center} y={HEIGHT - 6} textAnchor="middle">
                {formatIsoDate(bar.harvestDate).slice(0, 5)}/{bar.harvestDate.slice(2, 4)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
