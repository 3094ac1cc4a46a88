import { clubNow } from '@club/domain/club-clock';
import { settingsOn } from '@club/domain/club-settings';
import { Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { settingsTimeline } from '../kernel/settings/club-settings.ts';
import { changeClubSettings, SETTINGS_CHANGED_MSG } from './commands.ts';

// The REST twins of settings/graphql.ts.

export function settingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const today = (now: Date) => clubNow(now).date;

  // GET /contact → { email, phone }: public, the footer shows it before signing in.
  routes.get('/contact', async (c) => {
    const { contactEmail, contactPhone } = settingsOn(await settingsTimeline(c.var.db), today(c.var.now()));
    return c.json({ email: contactEmail, phone: contactPhone });
  });

  // GET /clubsettings → the settings in force today, for any signed-in member.
  routes.get('/clubsettings', async (c) => {
    await requireViewer(c, 'member');
    return c.json(settingsOn(await settingsTimeline(c.var.db), today(c.var.now())));
  });

  // GET /admin/settings → { current, versions }.
  routes.get('/admin/settings', async (c) => {
    await requireViewer(c, 'settings.manage');
    const versions = await settingsTimeline(c.var.db);
    return c.json({ current: settingsOn(versions, today(c.var.now())), versions });
  });

  // POST /admin/settings { effectiveFrom, settings } → 200 { msg, version } or a refusal.
  routes.post('/admin/settings', async (c) => {
    const viewer = await requireViewer(c, 'settings.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await changeClubSettings(
      c.var.db,
      viewer.memberId,
      { effectiveFrom: body.effectiveFrom, settings: body.settings },
      c.var.now(),
    );
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: SETTINGS_CHANGED_MSG, version: outcome.version });
  });

  return routes;
}
