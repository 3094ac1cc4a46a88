import type { StockItem } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';

export function StockCard({ item }: { item: StockItem }) {
  return (
    <article className={`or-stock-card${item.available ? '' : ' or-stock-card--unavailable'}`}>
      <h2 className="or-stock-card__title">
        {item.species} <span className="or-stock-card__id">#{item.id}</span>
      </h2>
      <dl className="or-stock-card__facts">
        <div className="or-stock-card__fact">
          <dt>{stockTexts.price}</dt>
          <dd className="or-stock-card__price">${item.price}</dd>
        </div>
        <div className="or-stock-card__fact">
          <dt>{stockTexts.available}</dt>
          <dd>
            <span className={`or-stock-card__badge or-stock-card__badge--${item.available ? 'yes' : 'no'}`}>
              {item.available ? stockTexts.yes : stockTexts.no}
            </span>
          </dd>
        </div>
        <div className="or-stock-card__fact">
          <dt>{stockTexts.grams}</dt>
          <dd>{item.grams} g</dd>
        </div>
      </dl>
    </article>
  );
}
