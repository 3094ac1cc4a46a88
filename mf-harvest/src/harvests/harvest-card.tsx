import { texts } from '@club/domain/texts';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { formatNumber } from '../back-office/format.ts';
import type { HarvestCardData } from './harvests-documents.ts';
import { YieldChart } from './yield-chart.tsx';
import '@club/web-kit/back-office/back-office.css';

/** One species harvested on the chosen day, with the figures the gateway computed. */
export function HarvestCard({ harvest }: { harvest: HarvestCardData }) {
  const facts: Array<[string, string]> = [
    [texts.harvest.plants, formatNumber(harvest.numberOfPlants)],
    [texts.harvest.stockLabel, formatGrams(harvest.stock, 2)],
    [texts.harvest.wasteLabel, formatGrams(harvest.waste, 2)],
    [texts.harvest.totalStock, formatGrams(harvest.totalStock, 2)],
    [texts.harvest.productionAverage, `${formatNumber(harvest.productionAverage)} ${texts.harvest.perPlant}`],
    [
      texts.harvest.plantPerformance,
      harvest.plantPerformance === null
        ? texts.harvest.noWatts
        : `${formatNumber(harvest.plantPerformance)} ${texts.harvest.perWatt}`,
    ],
  ];
  return (
    <article className="hv-harvest-card" aria-labelledby={`hv-harvest-${harvest.id}`}>
      <h2 id={`hv-harvest-${harvest.id}`} className="hv-harvest-card__title">
        {harvest.species}
      </h2>
      <dl className="kit-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="kit-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <YieldChart species={harvest.species} history={harvest.yieldHistory} currentId={harvest.id} />
    </article>
  );
}
