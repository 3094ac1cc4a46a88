import { useMutation } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { ConfirmButtons } from '@club/web-kit/buttons/busy-button.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { useState } from 'react';
import { catalogueTexts } from './catalogue-texts.ts';
import { RETIRE_PRODUCT_MUTATION, STOCK_QUERY, type StockItem } from './stock-query.ts';

/**
 * Asks before a product leaves the carta for good: what stays (history, orders, stock) and that its
 * key is spent. The gateway's refusal (orders still to hand over) shows in the dialog.
 */
export function RetireDialog({
  item,
  onClose,
  onRetired,
}: {
  item: StockItem;
  onClose: () => void;
  onRetired: (species: string) => void;
}) {
  const [retireProduct] = useMutation(RETIRE_PRODUCT_MUTATION, {
    refetchQueries: ({ data }) => (data?.retireProduct.changed ? [STOCK_QUERY] : []),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const retire = async () => {
    setBusy(true);
    setError('');
    try {
      const { data } = await retireProduct({ variables: { id: item.id }, awaitRefetchQueries: true });
      if (data?.retireProduct.ok) {
        onRetired(item.species);
        onClose();
        return;
      }
      setError(data?.retireProduct.error ?? catalogueTexts.serverError);
    } catch {
      setError(catalogueTexts.serverError);
    }
    setBusy(false);
  };

  return (
    <Dialog
      title={fillText(catalogueTexts.retireTitle, { species: item.species })}
      onClose={onClose}
      busy={busy}
    >
      <p className="kit-dialog__text">{catalogueTexts.retireBody}</p>
      <p className="kit-dialog__text">{fillText(catalogueTexts.retireKey, { key: item.key })}</p>
      <p className="error-line" role="alert">
        {error}
      </p>
      <div className="kit-dialog__actions">
        <ConfirmButtons
          confirmLabel={catalogueTexts.retireConfirm}
          busyLabel={texts.loading}
          backLabel={catalogueTexts.cancel}
          onConfirm={() => void retire()}
          onBack={onClose}
          busy={busy}
          danger
        />
      </div>
    </Dialog>
  );
}
