import { useApolloClient, useMutation } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { stockAdjustmentFormSchema, stockEditFormSchema } from '@club/domain/stock-schema';
import { texts } from '@club/domain/texts';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field, wholeNumber } from '@club/web-kit/field/field.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { StockPhoto } from './stock-photo.tsx';
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

  const edit = useForm({
    resolver: zodResolver(stockEditFormSchema),
    defaultValues: { price: String(item.price), available: item.available },
    reValidateMode: 'onSubmit',
  });
  const adjustment = useForm({
    resolver: zodResolver(stockAdjustmentFormSchema),
    defaultValues: { grams: '', reason: '' },
    reValidateMode: 'onSubmit',
  });
  const saving = edit.formState.isSubmitting;
  const adjusting = adjustment.formState.isSubmitting;
  const busy = saving || adjusting;
  const error = firstError(edit.formState.errors);
  const adjustError = firstError(adjustment.formState.errors);

  const save = edit.handleSubmit(async ({ price, available }) => {
    if (adjusting) return;
    try {
      const { data } = await editStock({ variables: { id: Number(item.id), price, available } });
      if (data?.editStock.ok) {
        refreshHistories();
        onClose();
        return;
      }
      console.error('ERROR AL EDITAR', data?.editStock.code);
      edit.setError('root.server', { message: data?.editStock.error ?? stockTexts.serverError });
    } catch (failure) {
      console.error('ERROR AL EDITAR', failure);
      edit.setError('root.server', { message: stockTexts.serverError });
    }
  });

  const adjust = adjustment.handleSubmit(async ({ grams, reason }) => {
    if (saving) return;
    try {
      const { data } = await adjustStock({ variables: { id: Number(item.id), grams, reason } });
      if (data?.adjustStock.ok) {
        refreshHistories();
        onClose();
        return;
      }
      adjustment.setError('root.server', { message: data?.adjustStock.error ?? stockTexts.serverError });
    } catch (failure) {
      console.error('ERROR AL CORREGIR', failure);
      adjustment.setError('root.server', { message: stockTexts.serverError });
    }
  });

  const name = `${item.species} #${item.id}`;
  return (
    <Dialog
      title={fillText(stockTexts.editTitle, { name })}
      onClose={onClose}
      busy={busy}
      className="or-modal"
    >
      <form className="or-modal__form" onSubmit={(event) => void save(event)} noValidate>
        <Field label={stockTexts.priceField}>
          <input
            {...wholeNumber}
            min={1}
            {...edit.register('price')}
            aria-invalid={error !== ''}
            aria-describedby={`${ids}-error`}
          />
        </Field>
        <label className="or-modal__check">
          <input type="checkbox" {...edit.register('available')} />
          {stockTexts.availableField}
        </label>
        <p id={`${ids}-error`} className="error-line" role="alert">
          {error}
        </p>
        <div className="kit-dialog__actions kit-dialog__actions--fill">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {stockTexts.cancel}
          </button>
          <BusyButton type="submit" busy={saving} busyLabel={texts.loading} disabled={busy}>
            {stockTexts.save}
          </BusyButton>
        </div>
      </form>

      <form className="or-modal__form or-modal__adjust" onSubmit={(event) => void adjust(event)} noValidate>
        <fieldset className="or-modal__fieldset">
          <legend className="or-modal__legend">{stockTexts.adjustTitle}</legend>
          <p className="or-modal__help">{fillText(stockTexts.adjustHelp, { grams: item.grams })}</p>
          <div className="or-modal__row">
            <Field label={stockTexts.adjustGrams}>
              <input {...wholeNumber} {...adjustment.register('grams')} />
            </Field>
            <Field label={stockTexts.adjustReason} className="or-modal__grow">
              <input
                type="text"
                maxLength={250}
                placeholder={stockTexts.adjustReasonPlaceholder}
                {...adjustment.register('reason')}
              />
            </Field>
          </div>
          <p className="error-line" role="alert">
            {adjustError}
          </p>
          <button type="submit" className="button button--secondary or-modal__wide" disabled={busy}>
            {adjusting ? texts.loading : stockTexts.adjustSubmit}
          </button>
        </fieldset>
      </form>

      <StockPhoto productId={Number(item.id)} name={name} />
    </Dialog>
  );
}
