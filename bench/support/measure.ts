// Shared by the bench sections: autocannon runs, the result rows, the table.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests per second (mean over the run). */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
}

export async function load(options: autocannon.Options): Promise<LoadResult> {
  // A fixed `amount` of requests replaces the duration.
  const result = await autocannon({
    connections: 50,
    ...(options.amount ? {} : { duration: 5 }),
    ...options,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface Row {
  measure: string;
  ours: string;
  reference: string;
  /** e.g. '92%' of the reference. */
  ratio: string;
  target: string;
  /** true met, false missed, undefined not measurable in this run. */
  met: boolean | undefined;
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : 'n/a';
export const pct = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : 'n/a';

export function table(rows: Row[]): string {
  const header = ['measure', 'ours', 'reference', 'ratio', 'target', 'met'];
  const cells = rows.map((r) => [
    r.measure,
    r.ours,
    r.reference,
    r.ratio,
    r.target,
    r.met === undefined ? '—' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

/** CPU time (user + system) a process has used so far, ms (Linux /proc; NaN elsewhere). */
export function cpuMillis(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
