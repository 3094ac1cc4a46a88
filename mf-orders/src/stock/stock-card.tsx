import { fillText } from '@club/domain/fill-text';
import { formatPesos } from '@club/domain/pesos';
import { cartaStanding, outOfStockLine } from '@club/domain/products';
import { useState } from 'react';
import { StockHistory } from './stock-history.tsx';
import '@club/web-kit/back-office/back-office.css';
import type { StockItem } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';

/** What the card offers: the stock modal, the product's data, its retirement. */
export interface StockCardActions {
  onEdit: (item: StockItem) => void;
  onEditData: (item: StockItem) => void;
  onRetire: (item: StockItem) => void;
}

/**
 * A product's card: its figures, where it stands for members (why it is off the carta, or that its
 * stock runs low) and, unless retired, its actions; clicking anywhere on it opens the edit modal
 * (its 'Editar' button stretches over it).
 */
export function StockCard({ item, actions }: { item: StockItem; actions?: StockCardActions }) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const standing = cartaStanding(item);
  const name = `${item.species} #${item.id}`;
  return (
    <article className={`or-stock-card or-stock-card--${standing}`}>
      <h2 className="or-stock-card__title">
        {item.species} <span className="or-stock-card__id">#{item.id}</span>
        {item.retired && (
          <span className="kit-pill kit-pill--muted or-stock-card__pill">{stockTexts.retiredBadge}</span>
        )}
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
      <p className={`or-stock-card__standing or-stock-card__standing--${standing}`}>
        {fillText(stockTexts.standing[standing], { grams: item.grams, line: outOfStockLine(item.key) })}
      </p>
      <div className="or-stock-card__actions">
        {actions && !item.retired && (
          <>
            <button
              type="button"
              className="or-stock-card__edit"
              aria-haspopup="dialog"
              aria-label={`${stockTexts.edit} ${name}`}
              onClick={() => actions.onEdit(item)}
            >
              {stockTexts.edit}
            </button>
            <button
              type="button"
              className="or-stock-card__more"
              aria-haspopup="dialog"
              aria-label={fillText(stockTexts.editDataLabel, { species: name })}
              onClick={() => actions.onEditData(item)}
            >
              {stockTexts.editData}
            </button>
            <button
              type="button"
              className="or-stock-card__more or-stock-card__more--danger"
              aria-haspopup="dialog"
              aria-label={fillText(stockTexts.retireLabel, { species: name })}
              onClick={() => actions.onRetire(item)}
            >
              {stockTexts.retire}
            </button>
          </>
        )}
        <button
          type="button"
          className="or-stock-card__toggle"
          aria-expanded={historyOpen}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          {stockTexts.history} {historyOpen ? '▴' : '▾'}
        </button>
      </div>
      {historyOpen && (
        <div className="or-stock-card__history">
          <StockHistory productId={Number(item.id)} />
        </div>
      )}
    </article>
  );
}
