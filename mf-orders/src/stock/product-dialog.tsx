import { useMutation, useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import {
  type NewProduct,
  newProductFormSchema,
  PRODUCT_DATA_FIELDS,
  PRODUCT_TEXT_MAX,
  type ProductData,
  type ProductFormValues,
  productDataFormSchema,
  productFormValues,
} from '@club/domain/product-schema';
import { productKey } from '@club/domain/products';
import { texts } from '@club/domain/texts';
import { BusyButton } from '@club/web-kit/buttons/busy-button.tsx';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { Field, wholeNumber } from '@club/web-kit/field/field.tsx';
import { firstError } from '@club/web-kit/forms/first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { catalogueTexts } from './catalogue-texts.ts';
import {
  ADD_PRODUCT_MUTATION,
  CATALOGUE_PRODUCT_QUERY,
  type CatalogueProduct,
  EDIT_PRODUCT_MUTATION,
  type ProductChangeResult,
  STOCK_QUERY,
} from './stock-query.ts';

// The product form in a dialog: adding a product to the carta (its data, price and availability)
// or editing a product's data (its price and availability stay in the stock modal). The form
// checks the domain's rules (product-schema.ts) before sending; the gateway checks them again and
// the catalogue's own (a key taken, a retired one) and its refusal shows in the dialog.

type Values = ProductFormValues & { price: string; available: boolean };

const EMPTY: Values = {
  species: '',
  sativa: '',
  indica: '',
  thc: '',
  cbd: '',
  genetics: '',
  smell: '',
  flavor: '',
  description: '',
  price: '',
  available: true,
};

/** A done change, for the screen's notice. */
export type ProductSaved = { kind: 'added' | 'edited'; species: string };

/** Adds a product: every field empty, available by default. */
export function AddProductDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (saved: ProductSaved) => void;
}) {
  const [addProduct] = useMutation(ADD_PRODUCT_MUTATION, {
    refetchQueries: ({ data }) => (data?.addProduct.ok ? [STOCK_QUERY] : []),
  });
  return (
    <ProductDialog
      title={catalogueTexts.addTitle}
      submitLabel={catalogueTexts.addSubmit}
      initial={EMPTY}
      onClose={onClose}
      save={async (product) => {
        const { data } = await addProduct({ variables: { input: product }, awaitRefetchQueries: true });
        const result = data?.addProduct;
        if (result?.ok) onSaved({ kind: 'added', species: result.product?.species ?? product.species });
        return result;
      }}
    />
  );
}

/** Edits a product's data, once loaded. */
export function EditProductDialog({
  productId,
  onClose,
  onSaved,
}: {
  productId: number;
  onClose: () => void;
  onSaved: (saved: ProductSaved) => void;
}) {
  const { data, error } = useQuery(CATALOGUE_PRODUCT_QUERY, {
    variables: { id: productId },
    fetchPolicy: 'network-only',
  });
  const [editProduct] = useMutation(EDIT_PRODUCT_MUTATION, {
    refetchQueries: ({ data }) => (data?.editProduct.changed ? [STOCK_QUERY] : []),
  });
  const product = data?.catalogueProduct;
  if (!product) {
    return (
      <Dialog title={catalogueTexts.editTitleLoading} onClose={onClose}>
        <p role={error ? 'alert' : 'status'} className="kit-status">
          {error || data ? catalogueTexts.loadError : catalogueTexts.loading}
        </p>
        <div className="kit-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {catalogueTexts.cancel}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <ProductDialog
      title={fillText(catalogueTexts.editTitle, { species: product.species })}
      submitLabel={catalogueTexts.saveSubmit}
      initial={{ ...EMPTY, ...productFormValues(product) }}
      editing={product}
      onClose={onClose}
      save={async (values) => {
        const input = dataOf(values);
        const { data: answer } = await editProduct({
          variables: { id: product.id, input },
          awaitRefetchQueries: true,
        });
        const result = answer?.editProduct;
        if (result?.ok) onSaved({ kind: 'edited', species: result.product?.species ?? input.species });
        return result;
      }}
    />
  );
}

/** The data fields alone (an edit sends no price or availability). */
const dataOf = (values: ProductData): ProductData =>
  Object.fromEntries(PRODUCT_DATA_FIELDS.map((field) => [field, values[field]])) as unknown as ProductData;

function ProductDialog({
  title,
  submitLabel,
  initial,
  editing,
  onClose,
  save,
}: {
  title: string;
  submitLabel: string;
  initial: Values;
  /** The product edited (its data only); absent when adding. */
  editing?: CatalogueProduct;
  onClose: () => void;
  save: (values: NewProduct) => Promise<ProductChangeResult | undefined>;
}) {
  const ids = useId();
  const form = useForm<Values, unknown, NewProduct>({
    // The edit sends the data only: the price and availability are the stock modal's.
    resolver: zodResolver(
      (editing ? productDataFormSchema : newProductFormSchema) as typeof newProductFormSchema,
    ),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const { register, formState, watch } = form;
  const busy = formState.isSubmitting;
  const error = firstError(formState.errors);
  const errorId = `${ids}-error`;
  const problemField = Object.keys(formState.errors).find((key) => key !== 'root');
  const invalid = (field: keyof Values) =>
    problemField === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const species = watch('species');
  const key = productKey(species.normalize('NFC').trim());
  const keyHint = editing
    ? fillText(catalogueTexts.editKeyHint, { key: editing.key })
    : key === ''
      ? catalogueTexts.keyHintEmpty
      : fillText(catalogueTexts.keyHint, { key });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save(values);
      if (result?.ok) {
        onClose();
        return;
      }
      const field = result?.field && result.field in EMPTY ? (result.field as keyof Values) : 'root.server';
      form.setError(field, { message: result?.error ?? catalogueTexts.serverError });
    } catch {
      form.setError('root.server', { message: catalogueTexts.serverError });
    }
  });

  const text = (field: 'genetics' | 'smell' | 'flavor', label: string) => (
    <Field label={label} className="or-product-form__wide">
      <input type="text" maxLength={PRODUCT_TEXT_MAX[field]} {...register(field)} {...invalid(field)} />
    </Field>
  );
  const percent = (field: 'sativa' | 'indica' | 'thc' | 'cbd', label: string, whole: boolean) => (
    <Field label={label}>
      <input
        {...(whole ? { ...wholeNumber, min: 0, max: 100 } : { type: 'text', inputMode: 'decimal' as const })}
        {...register(field)}
        {...invalid(field)}
      />
    </Field>
  );

  return (
    <Dialog title={title} onClose={onClose} busy={busy} className="or-modal or-product-dialog">
      <form className="or-product-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field label={catalogueTexts.species} hint={keyHint} className="or-product-form__wide">
          <input
            type="text"
            maxLength={PRODUCT_TEXT_MAX.species}
            autoComplete="off"
            {...register('species')}
            {...invalid('species')}
          />
        </Field>
        {text('genetics', catalogueTexts.genetics)}
        {percent('sativa', catalogueTexts.sativa, true)}
        {percent('indica', catalogueTexts.indica, true)}
        {percent('thc', catalogueTexts.thc, false)}
        {percent('cbd', catalogueTexts.cbd, false)}
        {text('smell', catalogueTexts.smell)}
        {text('flavor', catalogueTexts.flavor)}
        <Field label={catalogueTexts.description} className="or-product-form__wide">
          <textarea
            rows={4}
            maxLength={PRODUCT_TEXT_MAX.description}
            {...register('description')}
            {...invalid('description')}
          />
        </Field>
        {!editing && (
          <>
            <Field label={catalogueTexts.price}>
              <input {...wholeNumber} min={1} {...register('price')} {...invalid('price')} />
            </Field>
            <label className="or-modal__check">
              <input type="checkbox" {...register('available')} />
              {catalogueTexts.available}
            </label>
          </>
        )}
        <p id={errorId} className="error-line or-product-form__wide" role="alert">
          {error}
        </p>
        <div className="kit-dialog__actions kit-dialog__actions--fill or-product-form__wide">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {catalogueTexts.cancel}
          </button>
          <BusyButton type="submit" busy={busy} busyLabel={texts.loading}>
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
