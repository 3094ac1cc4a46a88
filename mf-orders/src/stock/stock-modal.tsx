import { useApolloClient, useMutation } from '@apollo/client/react';
import { adjustmentProblem, parseWholeNumber, priceProblem } from '@club/domain/stock-rules';
import { fillText, texts } from '@club/domain/texts';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { type FormEvent, useId, useState } from 'react';
import { ADJUST_STOCK_MUTATION, EDIT_STOCK_MUTATION, type StockItem } from './stock-query.ts';
import { stockTexts } from './stock-texts.ts';

// Spec §2 "Stock": the card's modal with price (number) and available (checkbox); 'Cancelar'
// closes, 'Guardar' shows 'Cargando...' and then the card's fresh data (the edit answers the
// new item, which replaces the cached one: no page reload). Below, the correction of the grams
// on hand with a reason (StockAdjusted). The gateway decides again and appends the event.

export function StockModal({ item, onClose }: { item: StockItem; onClose: () => void }) {
  const ids = useId();
  const client = useApolloClient();
  const [editStock] = useMutation(EDIT_STOCK_MUTATION);
  const [adjustStock] = useMutation(ADJUST_STOCK_MUTATION);
  // Open histories show the new event (only those on screen: no warning for closed ones).
  const refreshHistories = () =>
    void client
      .refetchQueries({ include: 'active', onQueryUpdated: (query) => query.queryName === 'StockHistory' })
      .catch(() => undefined);

  const [price, setPrice] = useState(String(item.price));
  const [available, setAvailable] = useState(item.available);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const [grams, setGrams] = useState('');
  const [reason, setReason] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const [adjustError, setAdjustError] = useState('');

  const busy = saving || adjusting;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = parseWholeNumber(price);
    const problem = priceProblem(value);
    if (problem) {
      setError(problem.message);
      return;
    }
    setError('');
    setSaving(true);
    try {
      const { data } = await editStock({ variables: { id: Number(item.id), price: value, available } });
      if (data?.editStock.ok) {
        refreshHistories();
        onClose();
        return;
      }
      console.error('ERROR AL EDITAR', data?.editStock.code);
      setError(data?.editStock.error ?? stockTexts.serverError);
    } catch (failure) {
      console.error('ERROR AL EDITAR', failure);
      setError(stockTexts.serverError);
    }
    setSaving(false);
  }

  async function adjust(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const change = parseWholeNumber(grams);
    const problem = adjustmentProblem(change, reason);
    if (problem) {
      setAdjustError(problem.message);
      return;
    }
    setAdjustError('');
    setAdjusting(true);
    try {
      const { data } = await adjustStock({
        variables: { id: Number(item.id), grams: change, reason: reason.trim() },
      });
      if (data?.adjustStock.ok) {
        refreshHistories();
        onClose();
        return;
      }
      setAdjustError(data?.adjustStock.error ?? stockTexts.serverError);
    } catch (failure) {
      console.error('ERROR AL CORREGIR', failure);
      setAdjustError(stockTexts.serverError);
    }
    setAdjusting(false);
  }

  const name = `${item.species} #${item.id}`;
  return (
    <Dialog
      title={fillText(stockTexts.editTitle, { name })}
      onClose={onClose}
      busy={busy}
      className="or-modal"
    >
      <form className="or-modal__form" onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-price`}>{stockTexts.priceField}</label>
          <input
            id={`${ids}-price`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={error !== ''}
            aria-describedby={`${ids}-error`}
          />
        </div>
        <label className="or-modal__check">
          <input
            type="checkbox"
            checked={available}
            onChange={(event) => setAvailable(event.target.checked)}
          />
          {stockTexts.availableField}
        </label>
        <p id={`${ids}-error`} className="error-line" role="alert">
          {error}
        </p>
        <div className="kit-dialog__actions kit-dialog__actions--fill">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {stockTexts.cancel}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {saving ? texts.loading : stockTexts.save}
          </button>
        </div>
      </form>

      <form className="or-modal__form or-modal__adjust" onSubmit={adjust} noValidate>
        <fieldset className="or-modal__fieldset">
          <legend className="or-modal__legend">{stockTexts.adjustTitle}</legend>
          <p className="or-modal__help">{fillText(stockTexts.adjustHelp, { grams: item.grams })}</p>
          <div className="or-modal__row">
            <div className="field">
              <label htmlFor={`${ids}-grams`}>{stockTexts.adjustGrams}</label>
              <input
                id={`${ids}-grams`}
                type="number"
                inputMode="numeric"
                step={1}
                value={grams}
                onChange={(event) => setGrams(event.target.value)}
              />
            </div>
            <div className="field or-modal__grow">
              <label htmlFor={`${ids}-reason`}>{stockTexts.adjustReason}</label>
              <input
                id={`${ids}-reason`}
                type="text"
                maxLength={250}
                placeholder={stockTexts.adjustReasonPlaceholder}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          </div>
          <p className="error-line" role="alert">
            {adjustError}
          </p>
          <button type="submit" className="button button--secondary or-modal__wide" disabled={busy}>
            {adjusting ? texts.loading : stockTexts.adjustSubmit}
          </button>
        </fieldset>
      </form>
    </Dialog>
  );
}
