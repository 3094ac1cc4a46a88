import { useQuery } from '@apollo/client/react';
import { texts } from '@club/domain/texts';
import { useCallback, useState } from 'react';
import { StockCard } from './stock-card.tsx';
import { StockModal } from './stock-modal.tsx';
import { STOCK_QUERY, type StockItem } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './stock.css';

export function StockScreen() {
  // Stock changes from other screens and other admins: show what is cached, then refresh.
  const { data, loading, error } = useQuery(STOCK_QUERY, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<StockItem['id'] | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const editedItem = data?.stock.find((item) => item.id === editing);

  return (
    <section className="or-stock" aria-labelledby="or-stock-title">
      <h1 id="or-stock-title" className="kit-page__title">
        {stockTexts.title}
      </h1>
      {error && (
        <p role="alert" className="or-stock__error">
          {stockTexts.loadError}
        </p>
      )}
      {!data && loading && (
        <p role="status" className="kit-status">
          {texts.loading}
        </p>
      )}
      {data &&
        (data.stock.length === 0 ? (
          <p className="kit-status">{stockTexts.empty}</p>
        ) : (
          <ul className="card-grid">
            {data.stock.map((item) => (
              <li key={item.id}>
                <StockCard item={item} onEdit={(chosen) => setEditing(chosen.id)} />
              </li>
            ))}
          </ul>
        ))}
      {editedItem && <StockModal item={editedItem} onClose={close} />}
    </section>
  );
}
