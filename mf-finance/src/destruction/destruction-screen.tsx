import { useMutation, useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import {
  DESTRUCTION_TARGET_KINDS,
  type DestructionFormDraft,
  destructionFormSchema,
} from '@club/domain/destruction-schema';
import { fillText } from '@club/domain/fill-text';
import { isBatchStage, STAGE_LABELS } from '@club/domain/plants';
import { LoadProblem, LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options, wholeNumber } from '@club/web-kit/field/field.tsx';
import { FormFooter } from '@club/web-kit/form-footer/form-footer.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { firstError } from '@club/web-kit/forms/first-error';
import { Page, Section } from '@club/web-kit/page/page.tsx';
import { RecordTable } from '@club/web-kit/table/record-table.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DESTROY_STOCK_MUTATION,
  DESTRUCTION_TARGETS_QUERY,
  DESTRUCTIONS_QUERY,
  type Destruction,
} from './destruction-documents.ts';
import { destructionTexts as t } from './destruction-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import './destruction.css';

// /admin/destruccion (issue 17): a destruction record (what, grams, reason, method, witness, day)
// and the list of those recorded. 'Qué se destruye' is a product's grams on hand or a batch's
// waste; the select of that kind follows, the rest of the record is the same.

export function DestructionScreen({ today = clubNow(new Date()).date }: { today?: string }) {
  const products = useQuery(DESTRUCTION_TARGETS_QUERY, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(DESTRUCTIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [destroy] = useMutation(DESTROY_STOCK_MUTATION);
  const blank = (date: string): DestructionFormDraft => ({
    kind: 'product',
    productId: '',
    batchId: '',
    grams: '',
    reason: '',
    method: '',
    witness: '',
    date,
  });
  const resolver = useMemo(() => zodResolver(destructionFormSchema(today)), [today]);
  const form = useForm({ resolver, defaultValues: blank(today), reValidateMode: 'onSubmit' });
  const { register, formState } = form;
  const kind = form.watch('kind');
  const [saved, setSaved] = useState(false);

  const edited = () => {
    form.clearErrors();
    setSaved(false);
  };

  const submit = form.handleSubmit(
    async (record) => {
      try {
        const { data } = await destroy({ variables: { input: record } });
        const result = data?.destroyStock;
        if (!result?.ok) {
          form.setError('root.server', { message: result?.error ?? t.saveError });
          return;
        }
        form.reset(blank(record.date));
        setSaved(true);
        await Promise.allSettled([list.refetch(), products.refetch()]);
      } catch (problem) {
        console.error('destroyStock failed', problem);
        form.setError('root.server', { message: t.saveError });
      }
    },
    () => setSaved(false),
  );

  return (
    <Page className="kit-page fi-destruction" title={t.title}>
      <p className="kit-form__hint">{t.help}</p>
      {products.error && <LoadProblem error={products.error} onRetry={() => void products.refetch()} />}
      <form className="card kit-form" noValidate onSubmit={(event) => void submit(event)} onChange={edited}>
        <div className="fi-destruction__row">
          <Field label={t.kind}>
            <select {...register('kind')}>
              <Options items={[...DESTRUCTION_TARGET_KINDS]} label={(kind) => t.kinds[kind]} />
            </select>
          </Field>
          {kind === 'batch-waste' ? (
            <Field label={t.batch}>
              <select {...register('batchId')}>
                <Options
                  placeholder={t.chooseBatch}
                  items={products.data?.batches ?? []}
                  value={(batch) => String(batch.id)}
                  label={(batch) =>
                    fillText(t.batchOption, {
                      id: batch.id,
                      species: batch.species,
                      mother: batch.motherName,
                      stage: isBatchStage(batch.stage)
                        ? STAGE_LABELS[batch.stage].toLowerCase()
                        : batch.stage,
                    })
                  }
                />
              </select>
            </Field>
          ) : (
            <Field label={t.product}>
              <select {...register('productId')}>
                <Options
                  placeholder={t.chooseProduct}
                  items={products.data?.stock ?? []}
                  value={(product) => String(product.id)}
                  label={(product) =>
                    fillText(t.onHand, { species: product.species, grams: formatGrams(product.grams) })
                  }
                />
              </select>
            </Field>
          )}
          <Field label={t.grams}>
            <input {...wholeNumber} min={1} {...register('grams')} />
          </Field>
          <Field label={t.date}>
            <input type="date" max={today} {...register('date')} />
          </Field>
        </div>
        <div className="fi-destruction__row">
          <Field label={t.reason}>
            <input type="text" placeholder={t.reasonPlaceholder} {...register('reason')} />
          </Field>
          <Field label={t.method}>
            <input type="text" placeholder={t.methodPlaceholder} {...register('method')} />
          </Field>
          <Field label={t.witness}>
            <input
              type="text"
              placeholder={t.witnessPlaceholder}
              autoComplete="off"
              {...register('witness')}
            />
          </Field>
        </div>
        <FormFooter
          error={firstError(formState.errors)}
          sending={formState.isSubmitting}
          submitLabel={t.submit}
          sendingLabel={t.sending}
          notice={saved ? t.saved : null}
        />
      </form>
      <DestructionList
        destructions={list.data?.destructions}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    </Page>
  );
}

function DestructionList({
  destructions,
  loading,
  error,
  onRetry,
}: {
  destructions: readonly Destruction[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Section title={t.listTitle}>
      <LoadStatus query={{ error, loading, refetch: onRetry }} loaded={destructions !== undefined} />
      {destructions && destructions.length === 0 && <p className="kit-status">{t.empty}</p>}
      {destructions && destructions.length > 0 && (
        <ScrollRegion label={t.listTable}>
          <RecordTable
            className="kit-table"
            label={t.listTitle}
            records={destructions}
            recordKey={(entry) => entry.id}
            columns={[
              { label: t.date, cell: (entry) => formatDate(entry.date) },
              {
                label: t.what,
                cell: (entry) =>
                  entry.kind === 'batch-waste'
                    ? fillText(t.batchWaste, { id: entry.batchId ?? '', species: entry.species })
                    : entry.species,
              },
              { label: t.grams, figure: true, cell: (entry) => formatGrams(entry.grams) },
              { label: t.reason, cell: (entry) => entry.reason },
              { label: t.method, cell: (entry) => entry.method },
              { label: t.witness, cell: (entry) => entry.witness },
              { label: t.recordedBy, cell: (entry) => entry.recordedBy },
            ]}
          />
        </ScrollRegion>
      )}
    </Section>
  );
}
