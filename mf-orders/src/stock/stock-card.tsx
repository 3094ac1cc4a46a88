import { formatPesos } from '@club/domain/pesos';
import { useState } from 'react';
import { StockHistory } from './stock-history.tsx';
import '@club/web-kit/back-office/back-office.css';
import type { StockItem } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';

/** A product's card: clicking anywhere on it opens the edit modal (its 'Editar' button stretches over it). */
export function StockCard({ item, onEdit }: { item: StockItem; onEdit?: (item: StockItem) => void }) {
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <article className={`or-stock-card${item.available ? '' : ' or-stock-card--unavailable'}`}>
      <h2 className="or-stock-card__title">
        {item.species} <span className="or-stock-card__id">#{item.id}</span>
      </h2>
      <dl className="kit-facts">
        <div className="kit-fact">
          <dt>{stockTexts.price}</dt>
          <dd className="or-stock-card__price">{formatPesos(item.price)}</dd>
        </div>
        <div className="kit-fact">
          <dt>{stockTexts.available}</dt>
          <dd>
            <span className={`or-stock-card__badge or-stock-card__badge--${item.available ? 'yes' : 'no'}`}>
              {item.available ? stockTexts.yes : stockTexts.no}
            </span>
          </dd>
        </div>
        <div className="kit-fact">
          <dt>{stockTexts.grams}</dt>
          <dd>{item.grams} g</dd>
        </div>
      </dl>
      {onEdit && (
        <div className="or-stock-card__actions">
          <button
            type="button"
            className="or-stock-card__edit"
            aria-haspopup="dialog"
            aria-label={`${stockTexts.edit} ${item.species} #${item.id}`}
            onClick={() => onEdit(item)}
          >
            {stockTexts.edit}
          </button>
          <button
            type="button"
            className="or-stock-card__toggle"
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {stockTexts.history} {historyOpen ? '▴' : '▾'}
          </button>
        </div>
      )}
      {historyOpen && (
        <div className="or-stock-card__history">
          <StockHistory productId={Number(item.id)} />
        </div>
      )}
    </article>
  );
}
