import { useQuery } from '@apollo/client/react';
import { clubNow } from '@club/domain/club-clock';
import { batchLabel, plantTexts } from '@club/domain/plants';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { formatDate } from '@club/web-kit/format/date-format';
import { formatGrams } from '@club/web-kit/format/grams-format';
import { Page } from '@club/web-kit/page/page.tsx';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BATCH_TRACE_QUERY,
  DISPENSATION_TRACES_QUERY,
  type DispensationTraceItem,
  TRACE_BATCHES_QUERY,
} from './traceability-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import '../plants/plants.css';

// /admin/trazabilidad (issue 17): the grams both ways. Forward, from a batch to every member who
// received its grams; backward, from a month's dispensations to the harvest, batch and mother
// plant they came from. Grams of a product are attributed to its harvests first in, first out
// (decision 029), which the screen says.

const FIFO_NOTE =
  'Los gramos de cada especie se asignan a sus cosechas en orden de llegada: cada entrega sale de la cosecha más vieja que todavía tiene gramos.';

function Forward({ batchId }: { batchId: number }) {
  const query = useQuery(BATCH_TRACE_QUERY, { variables: { batchId }, fetchPolicy: 'cache-and-network' });
  const trace = query.data?.batchTrace;
  return (
    <>
      <LoadStatus query={query} loaded={query.data !== undefined} />
      {query.data && !trace && <p className="kit-status">{plantTexts.batchNotFound}</p>}
      {trace && (
        <div className="card pl-card">
          <dl className="kit-facts">
            <div className="kit-fact">
              <dt>Cosecha</dt>
              <dd>{trace.harvestDate ? formatDate(trace.harvestDate) : 'Sin cosechar'}</dd>
            </div>
            <div className="kit-fact">
              <dt>Gramos al stock</dt>
              <dd>{formatGrams(trace.gramsReceived)}</dd>
            </div>
            <div className="kit-fact">
              <dt>Gramos entregados</dt>
              <dd>{formatGrams(trace.gramsDispensed)}</dd>
            </div>
          </dl>
          {trace.recipients.length === 0 ? (
            <p className="kit-status">Todavía no llegó a ningún socio.</p>
          ) : (
            <ul className="pl-sources" aria-label="Socios que recibieron el lote">
              {trace.recipients.map((r) => (
                <li key={`${r.sourceStream}-${r.species}`}>
                  <strong>{r.memberName}</strong> · {formatDate(r.date)} · {formatGrams(r.grams)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

function sourceText(source: DispensationTraceItem['sources'][number]): string {
  const grams = formatGrams(source.grams);
  if (source.harvestId === null) return `${grams} sin cosecha registrada (stock anterior o ajuste)`;
  const harvest = `cosecha del ${source.harvestDate ? formatDate(source.harvestDate) : '—'}`;
  if (source.batchId === null) return `${grams} de la ${harvest}, sin lote registrado`;
  return `${grams} de la ${harvest} · ${batchLabel(source.batchId)} · madre ${source.motherName ?? '—'}`;
}

function Backward() {
  const [month, setMonth] = useState(() => clubNow(new Date()).date.slice(0, 7));
  const [member, setMember] = useState('');
  const valid = /^\d{4}-\d{2}$/.test(month);
  const query = useQuery(DISPENSATION_TRACES_QUERY, {
    variables: { month },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const traces = query.data?.dispensationTraces ?? [];
  const members = [...new Map(traces.map((t) => [t.memberId, t.memberName])).entries()].sort(([, a], [, b]) =>
    a.localeCompare(b, 'es'),
  );
  const shown = member === '' ? traces : traces.filter((t) => String(t.memberId) === member);
  return (
    <>
      <div className="pl-filter">
        <Field label="Mes">
          <input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        </Field>
        <Field label="Socio">
          <select value={member} onChange={(event) => setMember(event.target.value)}>
            <Options
              placeholder="Todos los socios"
              items={members}
              value={([id]) => String(id)}
              label={([, name]) => name}
            />
          </select>
        </Field>
      </div>
      {valid && <LoadStatus query={query} loaded={query.data !== undefined} />}
      {query.data &&
        (shown.length === 0 ? (
          <p className="kit-status">No hubo entregas ese mes.</p>
        ) : (
          <ul className="card-grid pl-grid">
            {shown.map((trace) => (
              <li key={`${trace.sourceStream}-${trace.productId}`} className="card pl-card">
                <div className="kit-card-head">
                  <h3 className="pl-card__title">{trace.memberName}</h3>
                  <span className="kit-form__hint">{formatDate(trace.date)}</span>
                </div>
                <p className="pl-card__title">
                  {formatGrams(trace.grams)} de {trace.species}
                </p>
                <ul className="pl-sources">
                  {trace.sources.map((source, index) => (
                    // The same harvest never appears twice in a line's sources, but no-origin parts may.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line's parts keep their order
                    <li key={index}>
                      {source.batchId === null ? (
                        sourceText(source)
                      ) : (
                        <Link to={`/admin/plantas/${source.batchId}`}>{sourceText(source)}</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}

export function TraceabilityScreen() {
  const [search, setSearch] = useSearchParams();
  const lote = search.get('lote') ?? '';
  const batches = useQuery(TRACE_BATCHES_QUERY, { fetchPolicy: 'cache-and-network' });
  const batchId = /^\d+$/.test(lote) ? Number(lote) : null;
  return (
    <Page className="kit-page pl-page" title={plantTexts.traceTitle}>
      <p className="kit-form__hint">{FIFO_NOTE}</p>

      <h2 className="kit-section-title">De un lote a los socios</h2>
      <div className="pl-filter">
        <Field label="Lote">
          <select
            value={lote}
            onChange={(event) => setSearch(event.target.value ? { lote: event.target.value } : {})}
          >
            <Options
              placeholder="Elegí un lote"
              items={batches.data?.batches ?? []}
              value={(b) => String(b.id)}
              label={(b) => `${batchLabel(b.id)} · ${b.species} (${b.motherName})`}
            />
          </select>
        </Field>
      </div>
      {batchId !== null && <Forward batchId={batchId} />}

      <h2 className="kit-section-title">De una entrega a su planta madre</h2>
      <Backward />
    </Page>
  );
}
