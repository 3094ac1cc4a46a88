import { LABEL_LAYOUTS, type LabelLayout, labelTexts } from '@club/domain/labels';
import { type ReactNode, useState } from 'react';
import { BusyButton } from '../buttons/busy-button.tsx';
import { Field, Options } from '../field/field.tsx';
import { AlertLine } from '../page/page.tsx';
import { downloadGatewayFile } from './gateway-files.ts';

// Printing labels (decision 047), on an order and on a batch: the layout to print on, any fields
// the caller adds, and the gateway's PDF saved as a file to open and print.

export function LabelPrint({
  title,
  buttonLabel,
  fileName,
  pathFor,
  children,
}: {
  /** Names the group for assistive technology ('Etiquetas del pedido de las 17:00 …'). */
  title: string;
  buttonLabel: string;
  fileName: string;
  /** The gateway path for a layout, or the Spanish reason the caller's own fields are not right. */
  pathFor: (layout: LabelLayout) => { path: string } | { error: string };
  children?: ReactNode;
}) {
  const [layout, setLayout] = useState<LabelLayout>('a4');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function print() {
    if (busy) return;
    setError('');
    const asked = pathFor(layout);
    if ('error' in asked) {
      setError(asked.error);
      return;
    }
    setBusy(true);
    try {
      const saved = await downloadGatewayFile(asked.path, fileName);
      if (!saved.ok) setError(saved.error ?? labelTexts.printFailed);
    } catch (failure) {
      console.error('labels failed', failure);
      setError(labelTexts.printFailed);
    }
    setBusy(false);
  }

  return (
    <fieldset className="kit-label-print">
      <legend className="visually-hidden">{title}</legend>
      <Field label={labelTexts.layout}>
        <select value={layout} onChange={(event) => setLayout(event.target.value as LabelLayout)}>
          <Options items={LABEL_LAYOUTS} label={(item: LabelLayout) => labelTexts.layouts[item]} />
        </select>
      </Field>
      {children}
      <BusyButton
        className="button button--secondary"
        busy={busy}
        busyLabel={labelTexts.printing}
        onClick={print}
      >
        {buttonLabel}
      </BusyButton>
      <AlertLine message={error} />
    </fieldset>
  );
}
