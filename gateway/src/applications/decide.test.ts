import type { ApplicationForm } from '@club/domain/application-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { Sealed } from '../kernel/privacy/subject-keys.ts';
import {
  approveApplicationDecider,
  issueInvitationDecider,
  placeFor,
  rejectApplicationDecider,
  revokeInvitationDecider,
  type SubmitApplication,
  submitApplicationDecider,
  waitlistApplicationDecider,
} from './decide.ts';
import type { ApplicationEvent, InvitationEvent } from './events.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given the invitations and applications, when an admin issues or revokes a link, someone applies,
// or an admin answers, then the fact or a refusal in Spanish.

const NOW = new Date('2026-03-10T15:00:00Z');
const SEALED = 'v1.iv.data.tag' as Sealed;

const issued = (
  invitationId: number,
  change: { expiresAt?: string; singleUse?: boolean } = {},
): InvitationEvent => ({
  type: 'InvitationIssued',
  payload: {
    invitationId,
    tokenHash: 'ab'.repeat(32),
    expiresAt: change.expiresAt ?? '2026-03-24T15:00:00.000Z',
    singleUse: change.singleUse ?? false,
    issuedBy: 1,
  },
});
const revoked = (invitationId: number): InvitationEvent => ({
  type: 'InvitationRevoked',
  payload: { invitationId },
});
const submitted = (applicationId: number, invitationId = 7): ApplicationEvent => ({
  type: 'ApplicationSubmitted',
  payload: { applicationId, invitationId, personal: SEALED },
});

const FORM: ApplicationForm = {
  name: 'Valentina',
  lastName: 'Suárez',
  mail: 'valentina@correo.uy',
  cedula: '1.234.567-2',
  birthDate: '1990-05-04',
  residency: 'ciudadania',
  phone: '099 123 456',
  noOtherRoute: true,
  consent: true,
};
const apply = (
  change: Omit<Partial<SubmitApplication>, 'form'> & { form?: Partial<ApplicationForm> } = {},
): SubmitApplication => ({
  applicationId: 30,
  invitationId: 7,
  personal: SEALED,
  now: NOW,
  today: '2026-03-10',
  cedulaHeldBy: null,
  mailHeldByMember: false,
  cedula: '1.234.567-2',
  mail: 'valentina@correo.uy',
  ...change,
  form: { ...FORM, ...change.form },
});

describe('invitations', () => {
  it('issues a link for 14 days, or as many as the admin chose, and refuses a duration out of range', () => {
    const command = {
      invitationId: 7,
      tokenHash: 'cd'.repeat(32),
      days: 14,
      singleUse: true,
      issuedBy: 1,
      now: NOW,
    };
    deciderSpec(issueInvitationDecider)
      .given()
      .when(command)
      .thenDecides({
        type: 'InvitationIssued',
        payload: {
          invitationId: 7,
          tokenHash: 'cd'.repeat(32),
          expiresAt: '2026-03-24T15:00:00.000Z',
          singleUse: true,
          issuedBy: 1,
        },
      });
    deciderSpec(issueInvitationDecider)
      .given()
      .when({ ...command, days: 0 })
      .thenRefuses({ code: 'VIGENCIA_INVALIDA', message: 'La invitación puede durar entre 1 y 90 días' });
    deciderSpec(issueInvitationDecider)
      .given()
      .when({ ...command, days: 1.5 })
      .thenRefuses('VIGENCIA_INVALIDA');
  });

  it('revokes a link once; an unknown one is refused', () => {
    deciderSpec(revokeInvitationDecider)
      .given(issued(7))
      .when({ invitationId: 7 })
      .thenDecides({ type: 'InvitationRevoked', payload: { invitationId: 7 } });
    deciderSpec(revokeInvitationDecider)
      .given(issued(7), revoked(7))
      .when({ invitationId: 7 })
      .thenRefuses({ code: 'INVITACION_REVOCADA', message: 'Esa invitación ya estaba anulada' });
    deciderSpec(revokeInvitationDecider)
      .given()
      .when({ invitationId: 8 })
      .thenRefuses({ code: 'INVITACION_NO_ENCONTRADA', message: 'No existe la invitación #8' });
  });
});

describe('an application through a link', () => {
  it('is submitted with the applicant’s data sealed, nothing else of theirs in the fact', () => {
    deciderSpec(submitApplicationDecider).given(issued(7)).when(apply()).thenDecides(submitted(30));
  });

  it('is refused for an unknown, revoked, expired or already used link, in Spanish', () => {
    deciderSpec(submitApplicationDecider)
      .given()
      .when(apply({ invitationId: null }))
      .thenRefuses({
        code: 'INVITACION_DESCONOCIDA',
        message: 'Este enlace de invitación no existe. Pedile al club uno nuevo.',
      });
    deciderSpec(submitApplicationDecider).given(issued(7), revoked(7)).when(apply()).thenRefuses({
      code: 'INVITACION_REVOCADA',
      message: 'Este enlace de invitación fue anulado. Pedile al club uno nuevo.',
    });
    deciderSpec(submitApplicationDecider)
      .given(issued(7, { expiresAt: '2026-03-10T15:00:00.000Z' }))
      .when(apply())
      .thenRefuses({
        code: 'INVITACION_VENCIDA',
        message: 'Este enlace de invitación venció. Pedile al club uno nuevo.',
      });
    deciderSpec(submitApplicationDecider)
      .given(issued(7, { singleUse: true }), submitted(29))
      .when(apply())
      .thenRefuses({
        code: 'INVITACION_USADA',
        message: 'Este enlace de invitación ya se usó. Pedile al club uno nuevo.',
      });
    // A link for many takes a second application.
    deciderSpec(submitApplicationDecider)
      .given(issued(7), submitted(29))
      .when(apply())
      .thenDecides(submitted(30));
  });

  it('is refused for the identity’s rules, the declaration and the consent, at the field', () => {
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ form: { cedula: '1.234.567-3' } }))
      .thenRefuses({ code: 'CEDULA_INVALIDA', field: 'cedula' });
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ form: { birthDate: '2008-03-11' } }))
      .thenRefuses({
        code: 'MENOR_DE_EDAD',
        message: 'Para ser socio hay que tener 18 años cumplidos el día del ingreso',
        field: 'birthDate',
      });
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ form: { noOtherRoute: false } }))
      .thenRefuses({
        code: 'DECLARACION_REQUERIDA',
        message: 'Tenés que declarar que no usás otra vía de acceso del IRCCA',
        field: 'noOtherRoute',
      });
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ form: { consent: false } }))
      .thenRefuses({ code: 'CONSENTIMIENTO_REQUERIDO', field: 'consent' });
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ form: { mail: 'valentina@' } }))
      .thenRefuses({ code: 'MAIL_INVALIDO', field: 'mail' });
  });

  it('is refused for a cédula that is a member’s or has an application in course, and a member’s mail', () => {
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ cedulaHeldBy: 'member' }))
      .thenRefuses({ code: 'CEDULA_EN_USO', message: 'La cédula 1.234.567-2 ya es de un socio del club' });
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ cedulaHeldBy: 'application' }))
      .thenRefuses({
        code: 'SOLICITUD_EN_CURSO',
        message: 'Ya hay una solicitud con la cédula 1.234.567-2 esperando respuesta',
      });
    deciderSpec(submitApplicationDecider)
      .given(issued(7))
      .when(apply({ mailHeldByMember: true }))
      .thenRefuses({ code: 'MAIL_EN_USO', field: 'mail' });
  });
});

describe('the admin’s answer', () => {
  const approved = (applicationId: number): ApplicationEvent => ({
    type: 'ApplicationApproved',
    payload: { applicationId, memberId: 140 },
  });
  const waitlisted = (applicationId: number): ApplicationEvent => ({
    type: 'ApplicationWaitlisted',
    payload: { applicationId },
  });

  it('approves a pending or waitlisted application with the new member, once', () => {
    deciderSpec(approveApplicationDecider)
      .given(issued(7), submitted(30))
      .when({ applicationId: 30, memberId: 140 })
      .thenDecides(approved(30));
    deciderSpec(approveApplicationDecider)
      .given(issued(7), submitted(30), waitlisted(30))
      .when({ applicationId: 30, memberId: 140 })
      .thenDecides(approved(30));
    deciderSpec(approveApplicationDecider)
      .given(issued(7), submitted(30), approved(30))
      .when({ applicationId: 30, memberId: 141 })
      .thenRefuses({ code: 'SOLICITUD_RESUELTA', message: 'Esa solicitud ya fue resuelta' });
    deciderSpec(approveApplicationDecider)
      .given()
      .when({ applicationId: 31, memberId: 141 })
      .thenRefuses({ code: 'SOLICITUD_NO_ENCONTRADA', message: 'No existe la solicitud #31' });
  });

  it('waitlists a pending application, not one already on the list', () => {
    deciderSpec(waitlistApplicationDecider)
      .given(submitted(30))
      .when({ applicationId: 30 })
      .thenDecides(waitlisted(30));
    deciderSpec(waitlistApplicationDecider)
      .given(submitted(30), waitlisted(30))
      .when({ applicationId: 30 })
      .thenRefuses('SOLICITUD_EN_ESPERA');
  });

  it('rejects with a reason, trimmed; none, or a decided application, is refused', () => {
    deciderSpec(rejectApplicationDecider)
      .given(submitted(30), waitlisted(30))
      .when({ applicationId: 30, reason: '  Ya usa el autocultivo ' })
      .thenDecides({
        type: 'ApplicationRejected',
        payload: { applicationId: 30, reason: 'Ya usa el autocultivo' },
      });
    deciderSpec(rejectApplicationDecider)
      .given(submitted(30))
      .when({ applicationId: 30, reason: ' ' })
      .thenRefuses({ code: 'MOTIVO_INVALIDO', message: 'Escribí el motivo del rechazo', field: 'reason' });
    deciderSpec(rejectApplicationDecider)
      .given(submitted(30), approved(30))
      .when({ applicationId: 30, reason: 'Tarde' })
      .thenRefuses('SOLICITUD_RESUELTA');
  });
});

describe('a place at the club’s cap', () => {
  it('makes a member while a place is free beyond the waitlist ahead, else waitlists or refuses', () => {
    expect(placeFor('pending', { activeMembers: 44, maxMembers: 45, ahead: 0 })).toEqual({
      ok: true,
      outcome: 'member',
    });
    expect(placeFor('pending', { activeMembers: 44, maxMembers: 45, ahead: 1 })).toEqual({
      ok: true,
      outcome: 'waitlist',
    });
    expect(placeFor('pending', { activeMembers: 45, maxMembers: 45, ahead: 0 })).toEqual({
      ok: true,
      outcome: 'waitlist',
    });
    expect(placeFor('waitlisted', { activeMembers: 43, maxMembers: 45, ahead: 1 })).toEqual({
      ok: true,
      outcome: 'member',
    });
    expect(placeFor('waitlisted', { activeMembers: 44, maxMembers: 45, ahead: 1 })).toMatchObject({
      ok: false,
      error: {
        code: 'SIN_LUGAR',
        message: 'No hay lugar: el club tiene 45 socios activos y en la lista de espera hay 1 antes',
      },
    });
  });
});
