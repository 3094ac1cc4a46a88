import { CERTIFICATE_FIELD, MAX_CERTIFICATE_BYTES } from '@club/domain/lab-results';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { badRequest, tooLargeBody } from '../kernel/http/errors.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { inspectCertificate, readCertificate } from './certificate.ts';
import { recordLabResult } from './commands.ts';
import { findAnalysis } from './queries.ts';

// A batch's lab analysis over REST, under /admin (the group's guard answers 401 and 403 first):
// recording one sends its certificate, a file, which GraphQL's JSON does not carry. The batch page
// posts multipart/form-data: the values as JSON in `analysis`, the PDF in `certificate`.

export const ANALYSIS_RECORDED_MSG = 'Analysis recorded';

/** A multipart body: the certificate and some room for the other fields and the boundaries. */
export const MAX_ANALYSIS_BODY_BYTES = MAX_CERTIFICATE_BYTES + 64 * 1024;

const ANALYSES_PATH = /^\/admin\/batches\/[^/]+\/analyses\/?$/;

/** The upload takes a larger body than the app's REST limit: the app lets it through to its own. */
export function isCertificateUpload(method: string, path: string): boolean {
  return method === 'POST' && ANALYSES_PATH.test(path);
}

const idOf = (text: string | undefined) => (/^\d{1,9}$/.test(text ?? '') ? Number(text) : null);

/** The analysis's values and the certificate's bytes; JSON alone is the values with no certificate. */
async function readAnalysisForm(c: Context<AppEnv>): Promise<{ input: unknown; bytes: Uint8Array | null }> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json\b/i.test(type)) return { input: await readJsonObject(c), bytes: null };
  if (!/^multipart\/form-data\b/i.test(type)) throw badRequest('NOT_MULTIPART');
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('BAD_MULTIPART');
  }
  let input: unknown = {};
  if (typeof form.analysis === 'string') {
    try {
      input = JSON.parse(form.analysis);
    } catch {
      throw badRequest('BAD_JSON');
    }
  }
  const file = form[CERTIFICATE_FIELD];
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  return { input, bytes };
}

export function labResultAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // POST /admin/batches/{id}/analyses: multipart { analysis: JSON, certificate: PDF }
  // → 201 { msg: 'Analysis recorded', analysis }.
  routes.post(
    '/batches/:id/analyses',
    bodyLimit({ maxSize: MAX_ANALYSIS_BODY_BYTES, onError: (c) => c.json(tooLargeBody, 413) }),
    async (c) => {
      const viewer = await requireViewer(c, 'plants.manage');
      const batchId = idOf(c.req.param('id'));
      if (batchId === null) return refusalResponse(c, refusal('LOTE_NO_ENCONTRADO'));
      const { input, bytes } = await readAnalysisForm(c);
      const outcome = await recordLabResult(c.var.db, {
        adminId: viewer.memberId,
        batchId,
        input,
        certificate: await inspectCertificate(bytes),
        uploadsDir: c.var.config.uploadsDir,
        now: c.var.now(),
      });
      if (!outcome.ok) return refusalResponse(c, outcome.error);
      const { certificate, ...analysis } = outcome.value;
      return c.json(
        { msg: ANALYSIS_RECORDED_MSG, analysis: { ...analysis, certificatePages: certificate.pages } },
        201,
      );
    },
  );

  // GET /admin/batches/{id}/analyses/{analysisId}/certificate → the PDF, as recorded.
  routes.get('/batches/:id/analyses/:analysisId/certificate', async (c) => {
    await requireViewer(c, 'plants.manage');
    const batchId = idOf(c.req.param('id'));
    const analysisId = idOf(c.req.param('analysisId'));
    const analysis = batchId && analysisId ? await findAnalysis(c.var.db, batchId, analysisId) : null;
    const bytes = analysis ? await readCertificate(c.var.config.uploadsDir, analysis.certificate) : null;
    if (!analysis || !bytes) return refusalResponse(c, refusal('ANALISIS_NO_ENCONTRADO'));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="certificado-lote-${batchId}-analisis-${analysisId}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  return routes;
}
