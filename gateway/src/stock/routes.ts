import { clubNow } from '@club/domain/club-clock';
import { isIsoDate } from '@club/domain/person';
import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { productIdParam } from '../kernel/http/params.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { adjustStock, editStock, receiveOpeningStock, type StockChangeOutcome } from './commands.ts';
import { listStock } from './stock-ledger.ts';

// Admin stock calls; the app guards every `/admin/...` path for admins only.
// Refusals answer { msg, error, code }: 400 bad input, 404 unknown product, 409 stock below 0 or a
// concurrent change; nothing is appended then.
export function stockAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/getStock', async (c) => {
    await requireViewer(c, 'stock.manage');
    const items = await listStock(c.var.db);
    return c.json(
      items.map(({ productId: id, species, price, available }) => ({ id, species, price, available })),
    );
  });

  // Spec §7 "array with species": the harvest form's species list.
  routes.get('/allproducts', async (c) => {
    await requireViewer(c, 'stock.manage');
    const items = await listStock(c.var.db);
    return c.json(items.map(({ productId: id, species }) => ({ id, species })));
  });

  const answer = (c: Context<AppEnv>, outcome: StockChangeOutcome, msg: string) => {
    if (!outcome.ok) return refusalResponse(c, outcome.error, { addressed: true });
    const { productId: id, species, price, available, grams } = outcome.item;
    return c.json({ msg, id, species, price, available, grams, changed: outcome.changed });
  };

  // Spec §7: JSON { price, available }; 200 { msg: 'Stock edited', id, species, price, available, grams, changed }.
  routes.patch('/editStock/:id', async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await editStock(c.var.db, viewer.memberId, productIdParam(c), {
      price: body.price,
      available: body.available,
    });
    return answer(c, outcome, 'Stock edited');
  });

  // JSON { grams (signed), reason }; 200 { msg: 'Stock adjusted', id, species, price, available, grams, changed }.
  routes.post('/adjustStock/:id', async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await adjustStock(
      c.var.db,
      viewer.memberId,
      productIdParam(c),
      {
        grams: body.grams,
        reason: body.reason,
      },
      c.var.now(),
    );
    return answer(c, outcome, 'Stock adjusted');
  });

  // JSON { grams, date }: the grams on hand when the club starts keeping its stock here (go-live);
  // 200 { msg: 'Opening stock recorded', id, species, price, available, grams, changed }.
  routes.post('/openingStock/:id', async (c) => {
    const viewer = await requireViewer(c, 'stock.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const { grams, date } = body;
    const today = clubNow(c.var.now()).date;
    const valid =
      typeof grams === 'number' &&
      Number.isInteger(grams) &&
      grams > 0 &&
      grams <= 1_000_000 &&
      typeof date === 'string' &&
      isIsoDate(date) &&
      date <= today;
    if (!valid) return refusalResponse(c, { code: 'SALDO_APERTURA_INVALIDO', message: openingStockInvalid });
    const outcome = await receiveOpeningStock(c.var.db, viewer.memberId, productIdParam(c), grams, date);
    return answer(c, outcome, 'Opening stock recorded');
  });

  return routes;
}

const openingStockInvalid =
  'Escribí los gramos en stock (un número entero mayor que 0) y el día del saldo, no posterior a hoy.';
