import '../projections.ts';
import type { Database, Sql } from '@club/db/connection';
import { STREAM_TYPE_OF, type StreamType } from '../kernel/events/club-event.ts';
import {
  type AnyProjection,
  registeredProjections,
  type TableComparison,
} from '../kernel/events/projections.ts';
import { compareTable } from './compare.ts';
import { readLog } from './read-log.ts';

// `npm run db:replay`: folds the whole event log through every registered projection (the ones
// the live writes run), writes the result into fresh (temporary) tables and compares them with the
// live read models. One repeatable-read transaction, so the log and the live tables are one
// snapshot even while a gateway keeps writing.

export type { TableComparison };

export interface ReplayReport {
  events: number;
  /** The whole replay: reading the log, folding, writing the fresh tables and comparing. */
  millis: number;
  eventsPerSecond: number;
  /** Where the time went, ms (docs/performance.md). */
  phases: { readAndFold: number; write: number; compare: number };
  tables: TableComparison[];
  equal: boolean;
}

interface Folded {
  projection: AnyProjection;
  state: unknown;
}

/** Every projection's state after the whole log, each fed the events of its streams only. */
async function fold(sql: Sql, kind: Database['kind'], projections: readonly AnyProjection[]) {
  const folded: Folded[] = projections.map((projection) => ({
    projection,
    state: projection.rebuild.initial(),
  }));
  const readers = new Map<StreamType, Folded[]>();
  for (const entry of folded) {
    for (const stream of entry.projection.streams as StreamType[]) {
      readers.set(stream, [...(readers.get(stream) ?? []), entry]);
    }
  }
  let events = 0;
  for await (const event of readLog(sql, kind)) {
    events += 1;
    for (const entry of readers.get(STREAM_TYPE_OF[event.type]) ?? []) {
      entry.state = entry.projection.rebuild.evolve(entry.state, event);
    }
  }
  return { folded, events };
}

/** Rebuilds every read model of the log and compares each with the live one. */
export async function replayReadModels(db: Database): Promise<ReplayReport> {
  const projections = registeredProjections();
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read');
    const started = performance.now();
    const { folded, events } = await fold(tx, db.kind, projections);
    const afterFold = performance.now();
    const rebuiltTables = folded.flatMap(({ projection }) => projection.rebuild.tables);
    await tx.exec(
      rebuiltTables
        .map(
          ({ table, like }) =>
            `create temp table replay_${table} (like ${table} ${like ?? ''}) on commit drop;`,
        )
        .join('\n'),
    );
    for (const { projection, state } of folded) await projection.rebuild.write(tx, state);
    const written = performance.now();
    const tables: TableComparison[] = [];
    for (const { projection, state } of folded) {
      tables.push(...((await projection.rebuild.compare?.(tx, db.kind, state)) ?? []));
    }
    for (const table of rebuiltTables) tables.push(await compareTable(tx, table));
    const millis = performance.now() - started;
    return {
      events,
      millis,
      eventsPerSecond: millis > 0 ? events / (millis / 1000) : events,
      phases: {
        readAndFold: afterFold - started,
        write: written - afterFold,
        compare: millis - (written - started),
      },
      tables,
      equal: tables.every((table) => table.equal),
    };
  });
}

const count = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });

/** What `npm run db:replay` prints. */
export function formatReport(report: ReplayReport): string {
  const lines = [
    'Replay del log de eventos',
    `  eventos: ${count.format(report.events)}`,
    `  tiempo: ${count.format(report.millis)} ms (${count.format(report.eventsPerSecond)} eventos/s)`,
  ];
  for (const table of report.tables) {
    lines.push(
      table.equal
        ? `  ${table.table}: iguales (${table.liveRows} filas)`
        : `  ${table.table}: DISTINTOS (en vivo ${table.liveRows}, reconstruidas ${table.rebuiltRows}; ` +
            `solo en vivo ${table.onlyLive}, solo reconstruidas ${table.onlyRebuilt}; p. ej. ${table.sample.join(', ')})`,
    );
  }
  lines.push(
    report.equal
      ? 'Resultado: iguales (equal): los read models se reconstruyen igual desde el log.'
      : 'Resultado: DISTINTOS (different): los read models no coinciden con el log.',
  );
  return lines.join('\n');
}
