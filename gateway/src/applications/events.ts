import type { Sealed } from '../kernel/privacy/subject-keys.ts';

// Two streams. `invitation-<id>`: a link an admin shares, known by the hash of its token alone,
// with its expiry and whether it takes one application only. `application-<id>`: someone asking
// to join through one, and the admin's answer. The applicant's personal data enters the log only
// sealed with the application's own key (subject `application-<id>`), so forgetting them is
// destroying that key; the `applications` read model holds it in clear for the admin's screen.

export const INVITATION_ISSUED = 'InvitationIssued';
export const INVITATION_REVOKED = 'InvitationRevoked';
export const APPLICATION_SUBMITTED = 'ApplicationSubmitted';
export const APPLICATION_APPROVED = 'ApplicationApproved';
export const APPLICATION_REJECTED = 'ApplicationRejected';
export const APPLICATION_WAITLISTED = 'ApplicationWaitlisted';

export interface InvitationIssued {
  invitationId: number;
  /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
  tokenHash: string;
  /** ISO timestamp after which the link takes no application. */
  expiresAt: string;
  singleUse: boolean;
  /** Member id of the admin who issued it. */
  issuedBy: number;
}

export interface InvitationRevoked {
  invitationId: number;
}

export interface ApplicationSubmitted {
  applicationId: number;
  invitationId: number;
  /** The applicant's PersonalData, with their declaration and consent, sealed for `application-<id>`. */
  personal: Sealed;
}

export interface ApplicationApproved {
  applicationId: number;
  /** The member registered for the applicant. */
  memberId: number;
}

export interface ApplicationRejected {
  applicationId: number;
  reason: string;
}

export interface ApplicationWaitlisted {
  applicationId: number;
}

export type InvitationEvent =
  | { type: typeof INVITATION_ISSUED; payload: InvitationIssued }
  | { type: typeof INVITATION_REVOKED; payload: InvitationRevoked };

export type ApplicationEvent =
  | { type: typeof APPLICATION_SUBMITTED; payload: ApplicationSubmitted }
  | { type: typeof APPLICATION_APPROVED; payload: ApplicationApproved }
  | { type: typeof APPLICATION_REJECTED; payload: ApplicationRejected }
  | { type: typeof APPLICATION_WAITLISTED; payload: ApplicationWaitlisted };

export function invitationStream(invitationId: number): string {
  return `invitation-${invitationId}`;
}

export function applicationStream(applicationId: number): string {
  return `application-${applicationId}`;
}

/** The subject whose key seals an applicant's data (kernel/privacy/subject-keys.ts). */
export function applicationSubject(applicationId: number): string {
  return `application-${applicationId}`;
}

declare module '../kernel/events/club-event.ts' {
  interface EventsOfStream {
    invitation: InvitationEvent;
    application: ApplicationEvent;
  }
}
