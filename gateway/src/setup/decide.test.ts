import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import type { ClubEvent } from '../kernel/events/club-event.ts';
import { setUpClubDecider } from './decide.ts';

// Given the club's facts, When the first run sets it up, Then ClubRegistered or the refusal.

const spec = deciderSpec(setUpClubDecider);
const profile = {
  name: 'Club Cannábico La Huerta',
  irccaRegistration: 'CC-0042',
  address: 'Canelones 1234, Montevideo',
};
const at = '2026-11-27T12:00:00.000Z';

const setUp: ClubEvent = { type: 'ClubRegistered', payload: { ...profile, setUpAt: at } };
const registered = {
  type: 'MemberRegistered',
  payload: { memberId: 1, role: 'admin', trimmer: false },
} as unknown as ClubEvent;

describe('setting a club up', () => {
  beforeEach(() => {
    expect.hasAssertions();
  });

  it('records the club as typed on a first run', () => {
    const then = spec.given().when({ profile, at });
    then.thenDecides({ type: 'ClubRegistered', payload: { ...profile, setUpAt: at } });
    expect(then.decision).toEqual({
      ok: true,
      events: [{ type: 'ClubRegistered', payload: { ...profile, setUpAt: at } }],
    });
  });

  it('refuses a second setup, and a club that already has accounts (the demo, an older club)', () => {
    const again = spec.given(setUp).when({ profile, at });
    again.thenRefuses('YA_CONFIGURADO');
    expect(again.decision).toMatchObject({ ok: false, error: { code: 'YA_CONFIGURADO' } });
    spec.given(registered).when({ profile, at }).thenRefuses('YA_CONFIGURADO');
  });

  it('refuses a profile without a name, with a registration number of symbols, or an address too long', () => {
    spec
      .given()
      .when({ profile: { ...profile, name: '  ' }, at })
      .thenRefuses({ code: 'CLUB_INVALIDO', field: 'clubName' });
    spec
      .given()
      .when({ profile: { ...profile, irccaRegistration: '<script>' }, at })
      .thenRefuses('REGISTRO_INVALIDO');
    spec
      .given()
      .when({ profile: { ...profile, address: 'x'.repeat(201) }, at })
      .thenRefuses('DIRECCION_INVALIDA');
  });
});
