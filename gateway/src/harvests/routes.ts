import type { HarvestDraft } from '@club/domain/harvest';
import { texts } from '@club/domain/texts';
import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { type SaveHarvestOutcome, saveHarvest } from './commands.ts';
import type { HarvestTarget } from './decide.ts';
import { harvestDates, harvestsOn, listHarvests, specHarvest } from './queries.ts';

// Spec §7 harvest calls with the spec's field names. The app guards every `/admin/...` path for
// admins (401 / 403) before these run. Refusals answer `{ msg, error, code }` (+ `field` for the
// harvest form) with 400, 404 or 409.

/** The harvest form object (spec §3 field names) as the shared validation reads it. */
function harvestDraft(body: Record<string, unknown>): HarvestDraft {
  return {
    numberOfPlants: body.number_of_plants,
    waste: body.waste,
    stock: body.stock,
    lampWatts: body.lamp_watts,
    sketchedDate: body.sketched_date,
    firstTransplantation: body.first_transplantation,
    secondTransplantation: body.second_transplantation,
    thirdTransplantation: body.third_transplantation,
    bloomDate: body.bloom_date,
    harvestDate: body.harvest_date,
    observations: body.observations,
    finished: body.finished,
  };
}

export function harvestAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/harvests', async (c) => {
    await requireViewer(c, 'plants.manage');
    const [res, dates] = await Promise.all([listHarvests(c.var.db), harvestDates(c.var.db)]);
    return c.json({ res: res.map(specHarvest), harvest_dates: dates });
  });

  routes.get('/harvests/:date', async (c) => {
    await requireViewer(c, 'plants.manage');
    const harvests = await harvestsOn(c.var.db, c.req.param('date'));
    if (harvests === null) {
      return refusalResponse(c, { code: 'FECHA_INVALIDA', message: texts.order.invalidDate });
    }
    return c.json(harvests.map(specHarvest));
  });

  const answerSave = (c: Context<AppEnv>, outcome: SaveHarvestOutcome, created: boolean) => {
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    const msg = created ? 'Harvest created' : 'Harvest updated';
    return c.json({ msg, harvest: specHarvest(outcome.harvest) }, created ? 201 : 200);
  };

  // The form object, `newHarvest` flag included; the path says create (post) or update (patch).
  routes.post('/addharvest/post', async (c) => {
    const viewer = await requireViewer(c, 'plants.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const product = { productId: body.product_id, species: body.species };
    const outcome = await saveHarvest(
      c.var.db,
      viewer.memberId,
      null,
      product,
      harvestDraft(body),
      body.batch_id,
    );
    return answerSave(c, outcome, true);
  });

  // Updates the harvest with `id`, or the one of that species cut on `sketched_date` (the form
  // chooses an existing harvest by its cuttings date).
  routes.post('/addharvest/patch', async (c) => {
    const viewer = await requireViewer(c, 'plants.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const product = { productId: body.product_id, species: body.species };
    const target: HarvestTarget =
      body.id !== undefined && body.id !== null
        ? { id: body.id }
        : { sketchedDate: body.sketched_date, product };
    const outcome = await saveHarvest(
      c.var.db,
      viewer.memberId,
      target,
      product,
      harvestDraft(body),
      body.batch_id,
    );
    return answerSave(c, outcome, false);
  });

  return routes;
}
