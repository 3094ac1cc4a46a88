import {
  isLabelLayout,
  type LabelLayout,
  labelTexts,
  MAX_LABEL_COPIES,
  MAX_LABEL_GRAMS,
} from '@club/domain/labels';
import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { HttpError } from '../kernel/http/errors.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { refusal } from '../kernel/refusals/refusal-table.ts';
import { labelsPdf } from './label-pdf.ts';
import { batchLabels, orderLabels } from './queries.ts';

// Labels as PDF files, under /admin (the group's guard answers 401 and 403 first): an order's
// packages for whoever hands orders over, a batch's for whoever keeps the plant registry.
// ?layout=a4 (default) or roll; a batch's also ?grams= and ?copies=.

const invalid = (code: string, error: string) => new HttpError(400, { error, code });

function layoutOf(c: Context<AppEnv>): LabelLayout {
  const layout = c.req.query('layout') ?? 'a4';
  if (!isLabelLayout(layout)) throw invalid('FORMATO_INVALIDO', labelTexts.layoutInvalid);
  return layout;
}

/** A whole number from `min` to `max` in the query, `fallback` when absent. */
function countOf(c: Context<AppEnv>, name: string, max: number, fallback: number | null, error: string) {
  const text = c.req.query(name);
  if (text === undefined || text === '') return fallback;
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= max)) throw invalid('CANTIDAD_INVALIDA', error);
  return value;
}

/** Where the QR codes point: the web app that asked, when it is one of the club's, else its first. */
function webOriginOf(c: Context<AppEnv>): string {
  const asked = c.req.header('origin');
  const origins = c.var.config.webOrigins;
  return asked && origins.includes(asked) ? asked : (origins[0] ?? '');
}

function pdfAnswer(c: Context<AppEnv>, pdf: Buffer, file: string) {
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${file}"`,
    'cache-control': 'private, no-store',
  });
}

export function labelAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // GET /admin/orders/{id}/labels?layout=a4|roll → one label per package (line and batch).
  routes.get('/orders/:id/labels', async (c) => {
    await requireViewer(c, 'orders.dispense');
    const layout = layoutOf(c);
    const found = await orderLabels(c.var.db, c.req.param('id'), webOriginOf(c));
    if (!found.ok) {
      const body = found.found
        ? { error: labelTexts.orderWithoutPackages, code: 'PEDIDO_SIN_PAQUETES' }
        : { error: labelTexts.orderNotFound, code: 'PEDIDO_NO_ENCONTRADO' };
      return c.json(body, found.found ? 409 : 404);
    }
    const title = `Etiquetas del pedido ${found.order.id.slice(0, 8)}`;
    return pdfAnswer(
      c,
      await labelsPdf(found.labels, layout, title),
      `etiquetas-pedido-${found.order.id.slice(0, 8)}.pdf`,
    );
  });

  // GET /admin/batches/{id}/labels?layout=a4|roll&grams=&copies= → the batch's label.
  routes.get('/batches/:id/labels', async (c) => {
    await requireViewer(c, 'plants.manage');
    const layout = layoutOf(c);
    const grams = countOf(c, 'grams', MAX_LABEL_GRAMS, null, labelTexts.gramsInvalid);
    const copies = countOf(c, 'copies', MAX_LABEL_COPIES, 1, labelTexts.copiesInvalid) ?? 1;
    const text = c.req.param('id');
    const batchId = /^\d{1,9}$/.test(text) ? Number(text) : null;
    const labels =
      batchId === null
        ? null
        : await batchLabels(c.var.db, batchId, { grams, copies, webOrigin: webOriginOf(c) });
    if (batchId === null || labels === null) return refusalResponse(c, refusal('LOTE_NO_ENCONTRADO'));
    return pdfAnswer(
      c,
      await labelsPdf(labels, layout, `Etiqueta del lote ${batchId}`),
      `etiqueta-lote-${batchId}.pdf`,
    );
  });

  return routes;
}
