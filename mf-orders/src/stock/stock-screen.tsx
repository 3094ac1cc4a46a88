import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { useCallback, useMemo, useState } from 'react';
import { catalogueTexts } from './catalogue-texts.ts';
import { AddProductDialog, EditProductDialog, type ProductSaved } from './product-dialog.tsx';
import { RetireDialog } from './retire-dialog.tsx';
import { StockCard, type StockCardActions } from './stock-card.tsx';
import { StockModal } from './stock-modal.tsx';
import { STOCK_QUERY, type StockItem } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './stock.css';

/** The dialog open over the screen, if any. */
type Open = { kind: 'stock' | 'data' | 'retire'; id: StockItem['id'] } | { kind: 'add' } | null;

export function StockScreen() {
  // Stock changes from other screens and other admins: show what is cached, then refresh.
  const { data, loading, error } = useQuery(STOCK_QUERY, { fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const close = useCallback(() => setOpen(null), []);
  const chosen = open && open.kind !== 'add' ? data?.stock.find((item) => item.id === open.id) : undefined;
  // Retired products last: they are listed for their history only.
  const items = useMemo(
    () => [...(data?.stock ?? [])].sort((a, b) => Number(a.retired) - Number(b.retired)),
    [data],
  );
  const actions: StockCardActions = {
    onEdit: (item) => setOpen({ kind: 'stock', id: item.id }),
    onEditData: (item) => setOpen({ kind: 'data', id: item.id }),
    onRetire: (item) => setOpen({ kind: 'retire', id: item.id }),
  };
  const saved = useCallback(
    ({ kind, species }: ProductSaved) =>
      setNotice(fillText(kind === 'added' ? catalogueTexts.added : catalogueTexts.edited, { species })),
    [],
  );

  return (
    <section className="or-stock" aria-labelledby="or-stock-title">
      <div className="or-stock__head">
        <h1 id="or-stock-title" className="kit-page__title">
          {stockTexts.title}
        </h1>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => {
            setNotice('');
            setOpen({ kind: 'add' });
          }}
        >
          {catalogueTexts.add}
        </button>
      </div>
      {notice && (
        <p role="status" className="kit-notice kit-notice--ok or-stock__notice">
          {notice}
        </p>
      )}
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
        (items.length === 0 ? (
          <p className="kit-status">{stockTexts.empty}</p>
        ) : (
          <ul className="card-grid">
            {items.map((item) => (
              <li key={item.id}>
                <StockCard item={item} actions={actions} />
              </li>
            ))}
          </ul>
        ))}
      {open?.kind === 'add' && <AddProductDialog onClose={close} onSaved={saved} />}
      {open?.kind === 'stock' && chosen && <StockModal item={chosen} onClose={close} />}
      {open?.kind === 'data' && chosen && (
        <EditProductDialog productId={chosen.id} onClose={close} onSaved={saved} />
      )}
      {open?.kind === 'retire' && chosen && (
        <RetireDialog
          item={chosen}
          onClose={close}
          onRetired={(species) => setNotice(fillText(catalogueTexts.retired, { species }))}
        />
      )}
    </section>
  );
}
