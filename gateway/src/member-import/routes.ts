import { IMPORT_FILE_FIELD, type ImportRow, importTexts, MAX_IMPORT_BYTES } from '@club/domain/member-import';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { memberId, snakeKeys } from '../kernel/http/params.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { requestOrigin } from '../kernel/http/request-origin.ts';
import { unknownMember } from '../members/public.ts';
import {
  importMembers,
  type MailChoice,
  previewImport,
  recordOpeningBalance,
  sendPassword,
} from './commands.ts';
import { templateCsv, templateXlsx } from './spreadsheet.ts';

// Members from a spreadsheet, and opening balances, over REST under /admin (the group's guard
// answers 401 and 403 first). The file is multipart/form-data's `file`, which GraphQL's JSON does
// not carry; every answer is JSON in the spec's snake_case.
//   GET  /admin/members/import/template.xlsx | template.csv   the headers and one example row
//   POST /admin/members/import/preview   multipart { file }             → { rows, active, max }
//   POST /admin/members/import           multipart { file, mails: send|hold } → { msg, imported, skipped }
//   POST /admin/members/:id/opening-balance { grams_this_month, grams_this_year, as_of } → 201 { msg, opening }
//   POST /admin/members/:id/send-password   → { msg, member }

/** A multipart body: the file and room for the boundaries and the choice. */
export const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_BYTES + 16 * 1024;

const UPLOAD_PATH = /^\/admin\/members\/import(\/preview)?\/?$/;

/** The upload takes a larger body than the app's REST limit: the app lets it through to its own. */
export function isMembersUpload(method: string, path: string): boolean {
  return method === 'POST' && UPLOAD_PATH.test(path);
}

const refusedSheet = (c: Context<AppEnv>, message: string) =>
  refusalResponse(c, { code: 'PLANILLA_INVALIDA', message });

/** The form's file and fields, or null when the body is no form with a file. */
async function readUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; mails: unknown } | null> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) return null;
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return null;
  }
  const file = form[IMPORT_FILE_FIELD];
  if (!(file instanceof File)) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), mails: form.mails };
}

const limit = bodyLimit({
  maxSize: MAX_IMPORT_BODY_BYTES,
  onError: (c) =>
    c.json({ msg: 'Payload Too Large', error: importTexts.tooLarge, code: 'PLANILLA_DEMASIADO_GRANDE' }, 413),
});

function previewRows(rows: readonly ImportRow[]) {
  return rows.map(({ line, member, errors }) => ({
    line,
    name: member.name,
    last_name: member.lastName,
    mail: member.mail,
    cedula: member.cedula,
    opening: member.opening ? snakeKeys(member.opening) : null,
    errors,
  }));
}

export function memberImportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/members/import/template.xlsx', async (c) => {
    await requireViewer(c, 'members.manage');
    return c.body(new Uint8Array(await templateXlsx()), 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="plantilla-socios.xlsx"',
    });
  });

  routes.get('/members/import/template.csv', async (c) => {
    await requireViewer(c, 'members.manage');
    return c.body(templateCsv(), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="plantilla-socios.csv"',
    });
  });

  routes.post('/members/import/preview', limit, async (c) => {
    await requireViewer(c, 'members.manage');
    const upload = await readUpload(c);
    if (!upload) return refusedSheet(c, importTexts.noFile);
    const judged = await previewImport(c.var.db, upload.bytes, c.var.now());
    if (!judged.ok) return refusalResponse(c, judged.error);
    const { rows, active, max } = judged.value;
    return c.json({ rows: previewRows(rows), active, max });
  });

  routes.post('/members/import', limit, async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const upload = await readUpload(c);
    if (!upload) return refusedSheet(c, importTexts.noFile);
    if (upload.mails !== 'send' && upload.mails !== 'hold') return refusedSheet(c, importTexts.mailsChoice);
    const deps = { now: c.var.now(), origin: requestOrigin(c) };
    const outcome = await importMembers(
      c.var.db,
      viewer.memberId,
      upload.bytes,
      upload.mails as MailChoice,
      deps,
    );
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    const { imported, skipped } = outcome.value;
    const msg = importTexts.imported
      .replace('{imported}', String(imported.length))
      .replace('{skipped}', String(skipped.length));
    return c.json({ msg, imported: snakeKeys(imported), skipped }, 200);
  });

  routes.post('/members/:id/opening-balance', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return refusalResponse(c, unknownMember(0));
    const body = await readJsonObject(c, 'Bad Request');
    const grams = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
    const input = {
      memberId: id,
      gramsThisMonth: grams(body.grams_this_month),
      gramsThisYear: grams(body.grams_this_year),
      asOf: typeof body.as_of === 'string' ? body.as_of : '',
    };
    const outcome = await recordOpeningBalance(c.var.db, viewer.memberId, input, c.var.now());
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    const { memberId: _, ...opening } = input;
    return c.json({ msg: 'Opening balance recorded', opening: snakeKeys({ memberId: id, ...opening }) }, 201);
  });

  routes.post('/members/:id/send-password', async (c) => {
    const viewer = await requireViewer(c, 'members.manage');
    const id = memberId(c);
    if (id === null) return refusalResponse(c, unknownMember(0));
    const outcome = await sendPassword(c.var.db, viewer, id, { now: c.var.now(), origin: requestOrigin(c) });
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    const message = importTexts.passwordSent.replace('{mail}', outcome.member.mail);
    return c.json({ msg: 'Password sent', message, member: snakeKeys(outcome.member) });
  });

  return routes;
}
