import { useApolloClient } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { IMPORT_FILE_FIELD } from '@club/domain/member-import';
import { Field } from '@club/web-kit/field/field.tsx';
import { downloadGatewayFile, gatewayFetch, refusalOf } from '@club/web-kit/gateway-files/gateway-files';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import { type FormEvent, useId, useState } from 'react';

// "Importar socios" on /admin/socios: a spreadsheet (XLSX or CSV, the template downloadable) sent
// to the gateway's preview, every row shown with its problems, then the import of the valid rows
// with the passwords mailed now or held, and what came of it. REST, multipart `file`: GraphQL's
// JSON carries no file (POST /admin/members/import/preview and /admin/members/import).

export const importTexts = {
  open: 'Importar socios',
  title: 'Importar socios desde una planilla',
  intro:
    'Cargá una planilla .xlsx o .csv con un socio por fila. Las columnas de gramos son opcionales: son lo que cada socio ya retiró este mes y este año.',
  templateXlsx: 'Bajar plantilla .xlsx',
  templateCsv: 'Bajar plantilla .csv',
  file: 'Planilla',
  preview: 'Revisar planilla',
  line: 'Fila',
  member: 'Socio',
  mail: 'Correo',
  opening: 'Gramos mes / año',
  problems: 'Problemas',
  ok: 'Lista para importar',
  summary: '{valid} filas listas para importar, {invalid} con problemas. Socios activos: {active} de {max}.',
  mails: 'Contraseñas temporales',
  send: 'Mandarlas por correo ahora',
  hold: 'Retenerlas: las mando después desde cada socio',
  confirm: 'Importar {n} socios',
  nothing: 'No hay filas para importar: corregí la planilla y revisala de nuevo.',
  importing: 'Importando…',
  checking: 'Revisando…',
  skipped: 'Fila {line}: {errors}',
  close: 'Cerrar',
  error: 'No pudimos hablar con el servidor. Probá de nuevo en un momento.',
  pickFile: 'Elegí un archivo .xlsx o .csv.',
  sendByMail: 'Generar una y mandarla por correo con la bienvenida',
} as const;

export interface PreviewRow {
  line: number;
  name: string;
  last_name: string;
  mail: string;
  cedula: string;
  opening: { grams_this_month: number; grams_this_year: number } | null;
  errors: string[];
}

interface Preview {
  rows: PreviewRow[];
  active: number;
  max: number;
}

interface Outcome {
  msg: string;
  skipped: Array<{ line: number; errors: string[] }>;
}

type Answer<T> = { ok: true; value: T } | { ok: false; error: string };

async function send<T>(path: string, form: FormData): Promise<Answer<T>> {
  try {
    const response = await gatewayFetch(path, { method: 'POST', body: form });
    if (response.ok) return { ok: true, value: (await response.json()) as T };
    return { ok: false, error: (await refusalOf(response))?.error ?? importTexts.error };
  } catch {
    return { ok: false, error: importTexts.error };
  }
}

export function MembersImport({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mails, setMails] = useState<'send' | 'hold'>('send');
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const valid = preview?.rows.filter((row) => row.errors.length === 0).length ?? 0;

  const formWith = (extra: Record<string, string> = {}) => {
    const form = new FormData();
    if (file) form.append(IMPORT_FILE_FIELD, file);
    for (const [key, value] of Object.entries(extra)) form.append(key, value);
    return form;
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setPreview(null);
    if (!file) {
      setError(importTexts.pickFile);
      return;
    }
    setError('');
    setBusy('preview');
    const answer = await send<Preview>('/admin/members/import/preview', formWith());
    setBusy(null);
    if (answer.ok) setPreview(answer.value);
    else setError(answer.error);
  };

  const confirm = async () => {
    setError('');
    setBusy('import');
    const answer = await send<Outcome>('/admin/members/import', formWith({ mails }));
    setBusy(null);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    setOutcome(answer.value);
    setPreview(null);
    await client.refetchQueries({ include: ['SociosList'] }).catch(() => undefined);
  };

  const template = (kind: 'xlsx' | 'csv') =>
    void downloadGatewayFile(`/admin/members/import/template.${kind}`, `plantilla-socios.${kind}`).catch(() =>
      setError(importTexts.error),
    );

  return (
    <section className="or-import" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{importTexts.title}</h2>
      <p>{importTexts.intro}</p>
      <p className="or-import__templates">
        <button type="button" className="button button--secondary" onClick={() => template('xlsx')}>
          {importTexts.templateXlsx}
        </button>
        <button type="button" className="button button--secondary" onClick={() => template('csv')}>
          {importTexts.templateCsv}
        </button>
      </p>
      <form onSubmit={(event) => void check(event)} noValidate>
        <Field label={importTexts.file}>
          <input
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'preview' ? importTexts.checking : importTexts.preview}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {importTexts.close}
        </button>
      </form>
      {error && (
        <p role="alert" className="kit-alert">
          {error}
        </p>
      )}
      {preview && (
        <>
          <p role="status">
            {fillText(importTexts.summary, {
              valid,
              invalid: preview.rows.length - valid,
              active: preview.active,
              max: preview.max,
            })}
          </p>
          <table className="or-socios__table">
            <TableHead
              columns={[
                importTexts.line,
                importTexts.member,
                importTexts.mail,
                importTexts.opening,
                importTexts.problems,
              ]}
            />
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line} className={row.errors.length > 0 ? 'or-import__row--bad' : undefined}>
                  <td>{row.line}</td>
                  <td>
                    {row.name} {row.last_name}
                  </td>
                  <td>{row.mail}</td>
                  <td>
                    {row.opening ? `${row.opening.grams_this_month} / ${row.opening.grams_this_year}` : '—'}
                  </td>
                  <td>{row.errors.length > 0 ? row.errors.join(' ') : importTexts.ok}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <fieldset>
            <legend>{importTexts.mails}</legend>
            {(['send', 'hold'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={`${ids}-mails`}
                  checked={mails === choice}
                  onChange={() => setMails(choice)}
                />
                {importTexts[choice]}
              </label>
            ))}
          </fieldset>
          {valid === 0 ? (
            <p className="kit-status">{importTexts.nothing}</p>
          ) : (
            <button type="button" className="button" disabled={busy !== null} onClick={() => void confirm()}>
              {busy === 'import' ? importTexts.importing : fillText(importTexts.confirm, { n: valid })}
            </button>
          )}
        </>
      )}
      {outcome && (
        <div role="status">
          <p>{outcome.msg}</p>
          <ul>
            {outcome.skipped.map((row) => (
              <li key={row.line}>
                {fillText(importTexts.skipped, { line: row.line, errors: row.errors.join(' ') })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
