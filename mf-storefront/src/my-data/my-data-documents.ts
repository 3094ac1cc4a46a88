import { graphql } from '@club/web-kit/graphql/gql';

// Everything the club holds about the signed-in member, as the JSON text GET /mis-datos answers
// (gateway/src/members/my-data.ts): kept as text so the download is exactly what the club holds.
export const MY_DATA_QUERY = graphql(`
  query MyData {
    myData
  }
`);

/** The shape of that JSON. */
export interface MyData {
  member: {
    id: number;
    name: string;
    lastName: string;
    mail: string;
    role: string;
    active: boolean;
    cedula: string | null;
    birthDate: string | null;
    residency: string | null;
    phone: string | null;
    irccaRegisteredOn: string | null;
    joinedAt: string;
    leftOn: string | null;
    leaveReason: string | null;
  };
  orders: Array<{
    kind: string;
    id: string;
    date: string;
    time: string | null;
    grams: number;
    total: number;
    status: string;
  }>;
  sessions: Array<{ createdAt: string; expiresAt: string; revokedAt: string | null }>;
  securityLog: Array<{ at: string; action: string; ip: string; browser: string }>;
  mails: Array<{ at: string; template: string; subject: string | null }>;
}
