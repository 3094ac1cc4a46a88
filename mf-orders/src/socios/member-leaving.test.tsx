import type { MockLink } from '@apollo/client/testing';
import { clubNow } from '@club/domain/club-clock';
import { leavingTexts } from '@club/domain/member-texts';
import type { SocioPageQuery } from '@club/web-kit/graphql/graphql';
import { renderScreen } from '@club/web-kit/test-support/render-screen.tsx';
import { type Fixture, recordVariables, typedMock } from '@club/web-kit/test-support/typed-mock';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberScreen } from './member-screen.tsx';
import { member, memberPanels, refusal, result } from './socios.fixture.ts';
import { MEMBER_SECURITY_QUERY, RECORD_MEMBER_LEAVING, SOCIO_PAGE_QUERY } from './socios-documents.ts';

// The member page's legal identity and the baja: its dialog checks the domain's rules, sends the
// day and the reason, shows the gateway's refusal; a member who left reads differently from one
// deactivated.

const page = (overrides: Parameters<typeof member>[0] = {}): Fixture<SocioPageQuery['memberPage']> => ({
  __typename: 'MemberPage',
  member: member(overrides),
  grams: {
    __typename: 'MemberGrams',
    month: '2024-09',
    usedMonth: 0,
    limitMonth: 40,
    usedYear: 0,
    limitYear: 480,
  },
  months: [],
  activity: [],
  history: [],
});

const answer = (memberPage: Fixture<SocioPageQuery['memberPage']>): MockLink.MockedResponse =>
  typedMock({
    request: { query: SOCIO_PAGE_QUERY, variables: { id: 26 } },
    result: { data: { memberPage } },
  });

const security = typedMock({
  request: { query: MEMBER_SECURITY_QUERY, variables: { id: 26 } },
  result: {
    data: {
      memberSecurity: {
        __typename: 'MemberSecurity',
        lockedUntil: null,
        temporaryPasswordUntil: null,
        twoFactor: { __typename: 'TwoFactorStatus', enrolled: false, recoveryCodesLeft: 0 },
        log: [],
      },
    },
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderScreen(<MemberScreen />, {
    mocks: [...mocks, security, ...memberPanels(26)],
    path: '/admin/socios/26',
    route: '/admin/socios/:id',
  });
}

describe('the member page: identity and baja', () => {
  afterEach(cleanup);

  it('shows the legal identity the club holds', async () => {
    renderPage([answer(page())]);
    const section = await screen.findByRole('region', { name: 'Identidad' });
    expect(within(section).getByText('1.234.567-2')).toBeTruthy();
    expect(within(section).getByText(/^14\/05\/1990 \(\d+ años\)$/)).toBeTruthy();
    expect(within(section).getByText('Ciudadanía uruguaya')).toBeTruthy();
    expect(within(section).getByText('099 123 456')).toBeTruthy();
    expect(within(section).getByText('15/03/2024')).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
  });

  it('says what is not recorded yet', async () => {
    renderPage([
      answer(page({ cedula: null, birthDate: null, residency: null, phone: null, irccaRegisteredOn: null })),
    ]);
    const section = await screen.findByRole('region', { name: 'Identidad' });
    expect(within(section).getAllByText('Sin registrar')).toHaveLength(5);
  });

  it('records a baja: the rules first, then the day and the reason, then the gateway’s refusal', async () => {
    const sent: unknown[] = [];
    renderPage([
      answer(page()),
      typedMock({
        request: {
          query: RECORD_MEMBER_LEAVING,
          variables: recordVariables((variables) => sent.push(variables)),
        },
        result: {
          data: {
            recordMemberLeaving: refusal(
              'YA_DADO_DE_BAJA',
              'El socio ya se dio de baja del club el 2026-03-01',
            ),
          },
        },
      }),
      // The page's query runs again after the mutation, refused or not.
      answer(page()),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar baja: Ana Fernández' }));
    const dialog = screen.getByRole('dialog', { name: 'Baja del club de Ana Fernández (#26)' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar la baja' }));
    const alertReads = (text: string) =>
      waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(text));

    submit();
    await alertReads(leavingTexts.reasonRequired);
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'cambio_via_acceso' } });
    const next = Number(clubNow(new Date()).date.slice(0, 4)) + 1;
    fireEvent.change(within(dialog).getByLabelText('Fecha de la baja'), {
      target: { value: `${next}-01-01` },
    });
    submit();
    await alertReads(leavingTexts.dateInFuture);
    fireEvent.change(within(dialog).getByLabelText('Fecha de la baja'), { target: { value: '2024-02-28' } });
    submit();
    await alertReads('La fecha de la baja no puede ser anterior al ingreso del socio (2024-03-01)');
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Fecha de la baja'), { target: { value: '2024-06-30' } });
    submit();
    await alertReads('El socio ya se dio de baja del club el 2026-03-01');
    expect(sent).toEqual([{ id: 26, leftOn: '2024-06-30', reason: 'cambio_via_acceso' }]);
  });

  it('closes the dialog once the baja is recorded', async () => {
    const left = { active: false, leftOn: '2024-06-30', leaveReason: 'voluntaria' };
    renderPage([
      answer(page()),
      typedMock({
        request: { query: RECORD_MEMBER_LEAVING, variables: recordVariables(() => {}) },
        result: { data: { recordMemberLeaving: result({ member: member(left) }) } },
      }),
      answer(page(left)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar baja: Ana Fernández' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'voluntaria' } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de la baja'), { target: { value: '2024-06-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar la baja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Baja del club el 30/06/2024: Baja voluntaria')).toBeTruthy();
  });

  it('tells a member who left from one deactivated, and offers neither deactivating nor a second baja', async () => {
    renderPage([answer(page({ active: false, leftOn: '2024-06-30', leaveReason: 'fallecimiento' }))]);
    expect(await screen.findByText('Baja del club el 30/06/2024: Fallecimiento')).toBeTruthy();
    expect(screen.getByText('Baja del club')).toBeTruthy();
    expect(screen.queryByText('Desactivado')).toBeNull();
    for (const name of [/Registrar baja/, /Desactivar/, /Reactivar/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    cleanup();
    renderPage([answer(page({ active: false }))]);
    expect(await screen.findByText('Desactivado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivar: Ana Fernández' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar baja: Ana Fernández' })).toBeTruthy();
  });
});
