// The back office's applications screen: the invitation links and the applications, and the
// admin's answers. The applicant's own page is the shell's (/solicitud/<token>).
import { graphql } from '@club/web-kit/graphql/gql';

export const APPLICATIONS_QUERY = graphql(`
  query MembershipApplications {
    membershipApplications {
      id status name lastName mail cedula birthDate residency phone submittedAt decidedAt memberId reason position
    }
    invitations { id expiresAt singleUse revoked uses usable createdAt }
  }
`);

export const ISSUE_INVITATION_MUTATION = graphql(`
  mutation IssueInvitation($days: Int, $singleUse: Boolean) {
    issueInvitation(days: $days, singleUse: $singleUse) { ok code error token invitation { id } }
  }
`);

export const REVOKE_INVITATION_MUTATION = graphql(`
  mutation RevokeInvitation($id: Int!) {
    revokeInvitation(id: $id) { ok code error }
  }
`);

export const APPROVE_APPLICATION_MUTATION = graphql(`
  mutation ApproveApplication($id: Int!) {
    approveApplication(id: $id) { ok code error outcome }
  }
`);

export const WAITLIST_APPLICATION_MUTATION = graphql(`
  mutation WaitlistApplication($id: Int!) {
    waitlistApplication(id: $id) { ok code error outcome }
  }
`);

export const REJECT_APPLICATION_MUTATION = graphql(`
  mutation RejectApplication($id: Int!, $reason: String!) {
    rejectApplication(id: $id, reason: $reason) { ok code error field outcome }
  }
`);
