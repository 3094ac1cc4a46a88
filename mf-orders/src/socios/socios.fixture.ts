import type { MockLink } from '@apollo/client/testing';
import { type Fixture, typedMock } from '@club/web-kit/test-support/typed-mock';
import { MEMBER_PHOTO_QUERY } from './member-photo-section.tsx';
import { MEMBER_ROLES_QUERY, type Member, type MemberResult } from './socios-documents.ts';

// Answers of the gateway shared by the members screens' tests.

export function member(overrides: Partial<Member> = {}): Fixture<Member> {
  return {
    __typename: 'Member',
    id: 26,
    name: 'Ana',
    lastName: 'Fernández',
    mail: 'ana.fernandez@club.uy',
    role: 'member',
    active: true,
    trimmer: true,
    technicalLead: false,
    since: '2024-03-01',
    gramsMonth: 15,
    gramsYear: 35,
    cedula: '1.234.567-2',
    birthDate: '1990-05-14',
    residency: 'ciudadania',
    phone: '099 123 456',
    irccaRegisteredOn: '2024-03-15',
    leftOn: null,
    leaveReason: null,
    ...overrides,
  };
}

export function result(overrides: Partial<Fixture<MemberResult>> = {}): Fixture<MemberResult> {
  return {
    __typename: 'MemberResult',
    ok: true,
    code: null,
    error: null,
    field: null,
    password: null,
    member: member(),
    ...overrides,
  };
}

export function refusal(code: string, error: string, field: string | null = null) {
  return result({ ok: false, code, error, field, member: null });
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The member page's counter photo: none yet. */
export const memberPhotoAnswer = (memberId: number): MockLink.MockedResponse =>
  typedMock({
    request: { query: MEMBER_PHOTO_QUERY, variables: { memberId } },
    result: { data: { memberPhoto: null } },
    ...always,
  });

/** The member page's own panels beside its main query: the counter photo and the roles. */
export function memberPanels(memberId: number, roles: string[] = ['socio']): MockLink.MockedResponse[] {
  return [
    memberPhotoAnswer(memberId),
    typedMock({
      request: { query: MEMBER_ROLES_QUERY, variables: { memberId } },
      result: { data: { memberRoles: roles } },
      ...always,
    }),
  ];
}
