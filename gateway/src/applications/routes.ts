import { genericTexts } from '@club/domain/account-texts';
import { type Context, Hono } from 'hono';
import { requireViewer } from '../kernel/access/guard.ts';
import type { AppEnv } from '../kernel/http/app-env.ts';
import { readJsonObject } from '../kernel/http/json-body.ts';
import { memberId } from '../kernel/http/params.ts';
import { type RateRule, rateLimit } from '../kernel/http/rate-limit.ts';
import { refusalResponse } from '../kernel/http/refusal-response.ts';
import { requestOrigin } from '../kernel/http/request-origin.ts';
import { applicationFormOf } from './application-input.ts';
import { APPLICATION_RULE, INVITATION_CHECK_RULE, tooManyApplications } from './application-limits.ts';
import {
  approveApplication,
  checkInvitation,
  type DecisionOutcome,
  issueInvitation,
  rejectApplication,
  revokeInvitation,
  submitApplication,
  waitlistApplication,
} from './commands.ts';
import type { ApplicationStatus } from './decide.ts';
import { APPLICATION_STATUSES, listApplications, listInvitations } from './queries.ts';

// Invitations and applications over REST. Public (no sign-in; the invitation's token is the key):
//   POST /applications/invitation { token }           → { msg, expires_at } or 404 / 409
//   POST /applications            { token, name, last_name, mail, cedula, birth_date, residency,
//                                   phone, no_other_route, consent } → 201 { msg, application_id }
// Under /admin (the app guards every /admin path):
//   GET  /admin/invitations                 → { invitations }
//   POST /admin/invitations { days?, single_use? } → 201 { msg, invitation, token } (token shown once)
//   POST /admin/invitations/:id/revoke      → { msg, invitation }
//   GET  /admin/applications?status=        → { applications } (waitlisted with their position)
//   POST /admin/applications/:id/approve    → { msg, outcome: 'approved' | 'waitlisted', application }
//   POST /admin/applications/:id/waitlist   → { msg, outcome, application }
//   POST /admin/applications/:id/reject { reason } → { msg, outcome, application }

const invalid = { msg: 'Bad Request', error: genericTexts.badRequest, code: 'DATOS_INVALIDOS' } as const;

const perAddress = (rule: RateRule) =>
  rateLimit({
    rule,
    mailOf: async () => undefined,
    // Every attempt counts: an accepted application is no reason to allow more.
    succeeded: () => false,
    refusal: (c) => refusalResponse(c, tooManyApplications),
  });

export function applicationPublicRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/applications/invitation', perAddress(INVITATION_CHECK_RULE), async (c) => {
    const body = await readJsonObject(c, 'Bad Request');
    const outcome = await checkInvitation(c.var.db, body.token, c.var.now());
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'OK', expires_at: outcome.expiresAt });
  });

  routes.post('/applications', perAddress(APPLICATION_RULE), async (c) => {
    const body = await readJsonObject(c, 'Bad Request');
    const form = applicationFormOf(body);
    if (!form || (body.token !== undefined && typeof body.token !== 'string')) return c.json(invalid, 400);
    const outcome = await submitApplication(c.var.db, body.token, form, c.var.now());
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'Created', application_id: outcome.applicationId }, 201);
  });

  return routes;
}

const statusOf = (value: string | undefined): ApplicationStatus | undefined | null =>
  value === undefined || value === ''
    ? undefined
    : (APPLICATION_STATUSES as readonly string[]).includes(value)
      ? (value as ApplicationStatus)
      : null;

function decided(c: Context<AppEnv>, outcome: DecisionOutcome) {
  if (!outcome.ok) return refusalResponse(c, outcome.error);
  return c.json({ msg: 'OK', outcome: outcome.outcome, application: snakeApplication(outcome.application) });
}

const snakeApplication = (application: Awaited<ReturnType<typeof listApplications>>[number]) => ({
  id: application.id,
  status: application.status,
  name: application.name,
  last_name: application.lastName,
  mail: application.mail,
  cedula: application.cedula,
  birth_date: application.birthDate,
  residency: application.residency,
  phone: application.phone,
  submitted_at: application.submittedAt,
  decided_at: application.decidedAt,
  member_id: application.memberId,
  reason: application.reason,
  position: application.position,
});

const snakeInvitation = (invitation: Awaited<ReturnType<typeof listInvitations>>[number]) => ({
  id: invitation.id,
  expires_at: invitation.expiresAt,
  single_use: invitation.singleUse,
  revoked: invitation.revoked,
  uses: invitation.uses,
  created_at: invitation.createdAt,
  usable: invitation.usable,
});

export function applicationAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/invitations', async (c) => {
    await requireViewer(c, 'applications.manage');
    const invitations = await listInvitations(c.var.db, c.var.now());
    return c.json({ invitations: invitations.map(snakeInvitation) });
  });

  routes.post('/invitations', async (c) => {
    const viewer = await requireViewer(c, 'applications.manage');
    const text = await c.req.text();
    const body = text.trim() === '' ? {} : await readJsonObject(c, 'Bad Request');
    const { days, single_use: singleUse } = body;
    if (
      (days !== undefined && days !== null && typeof days !== 'number') ||
      (singleUse !== undefined && singleUse !== null && typeof singleUse !== 'boolean')
    ) {
      return c.json(invalid, 400);
    }
    const outcome = await issueInvitation(c.var.db, viewer.memberId, { days, singleUse }, c.var.now());
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json(
      { msg: 'Created', invitation: snakeInvitation(outcome.invitation), token: outcome.token },
      201,
    );
  });

  routes.post('/invitations/:id/revoke', async (c) => {
    const viewer = await requireViewer(c, 'applications.manage');
    const outcome = await revokeInvitation(c.var.db, viewer.memberId, memberId(c) ?? 0, c.var.now());
    if (!outcome.ok) return refusalResponse(c, outcome.error);
    return c.json({ msg: 'OK', invitation: snakeInvitation(outcome.invitation) });
  });

  routes.get('/applications', async (c) => {
    await requireViewer(c, 'applications.manage');
    const status = statusOf(c.req.query('status'));
    if (status === null) return c.json(invalid, 400);
    const applications = await listApplications(c.var.db, status);
    return c.json({ applications: applications.map(snakeApplication) });
  });

  routes.post('/applications/:id/approve', async (c) => {
    const viewer = await requireViewer(c, 'applications.manage');
    const deps = { now: c.var.now(), origin: requestOrigin(c) };
    return decided(c, await approveApplication(c.var.db, viewer.memberId, memberId(c) ?? 0, deps));
  });

  routes.post('/applications/:id/waitlist', async (c) => {
    const viewer = await requireViewer(c, 'applications.manage');
    return decided(c, await waitlistApplication(c.var.db, viewer.memberId, memberId(c) ?? 0));
  });

  routes.post('/applications/:id/reject', async (c) => {
    const viewer = await requireViewer(c, 'applications.manage');
    const body = await readJsonObject(c, 'Bad Request');
    const reason = body.reason === undefined || body.reason === null ? '' : body.reason;
    if (typeof reason !== 'string') return c.json(invalid, 400);
    return decided(c, await rejectApplication(c.var.db, viewer.memberId, memberId(c) ?? 0, reason));
  });

  return routes;
}
