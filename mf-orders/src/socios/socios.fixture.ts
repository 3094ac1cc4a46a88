import type { Fixture } from '@club/web-kit/test-support/typed-mock';
import type { Member, MemberResult } from './socios-documents.ts';

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
