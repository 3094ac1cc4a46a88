import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { sealedAs } from '../../test-support/sealed.fixture.ts';
import { deleteWorkDecider, type RecordWork, recordWorkDecider, type WorkMember } from './decide.ts';
import type { WorkEvent } from './events.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// Given the members and the work entries, when the manicure modal is sent or an entry deleted,
// then the fact or a refusal.

// The members the modal may name come with the command (the command reads them from the read model).
const ANA: WorkMember = {
  id: 26,
  name: 'Ana',
  lastName: 'Fernández',
  active: true,
  trimmer: true,
  sealedName: sealedAs('Ana Fernández'),
};
const SOFIA: WorkMember = {
  id: 3,
  name: 'Sofía',
  lastName: 'Martínez',
  active: true,
  trimmer: false,
  sealedName: sealedAs('Sofía Martínez'),
};

const draft = {
  harvest_type: 'thick_harvest',
  socio_name: '26',
  start_hour: '14:00',
  end_hour: '17:30',
  date: '2025-05-06',
};
const record = (change: Record<string, unknown> = {}, members: WorkMember[] = [ANA]): RecordWork => ({
  draft: { ...draft, ...change },
  workId: 40,
  createdBy: 1,
  members: new Map(members.map((member) => [member.id, member])),
  // The load seals the rules' name of who is not a member (trimmed).
  sealedNosocio: typeof change.nosocio_name === 'string' ? sealedAs(change.nosocio_name.trim()) : null,
});
const recordedBy = (memberId: number | null, personName: string, hours = 3.5): WorkEvent => ({
  type: 'WorkRecorded',
  payload: {
    workId: 40,
    type: 'thick',
    memberId,
    personName: sealedAs(personName),
    date: '2025-05-06',
    startHour: '14:00',
    endHour: hours === 3.5 ? '17:30' : '15:20',
    hours,
    createdBy: 1,
  },
});

describe('work recorded', () => {
  it('names a trimmer by number or by full name, with decimal hours', () => {
    deciderSpec(recordWorkDecider).given().when(record()).thenDecides(recordedBy(26, 'Ana Fernández'));
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({ socio_name: 'ana  fernández' }))
      .thenDecides(recordedBy(26, 'Ana Fernández'));
  });

  it('takes someone who is not a member by name, with hours rounded to two places', () => {
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({ socio_name: '', nosocio_name: 'Pedro', end_hour: '15:20' }))
      .thenDecides(recordedBy(null, 'Pedro', 1.33));
  });

  it('refuses the modal’s own problems, an unknown member and one who is no trimmer, in Spanish', () => {
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({ date: '' }))
      .thenRefuses({ code: 'FALTAN_DATOS', message: 'Faltan datos' });
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({ end_hour: '13:00' }))
      .thenRefuses({
        code: 'FIN_ANTES_DE_INICIO',
        message: 'La hora de fin debe ser posterior a la de inicio',
      });
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({ socio_name: '999' }))
      .thenRefuses({ code: 'SOCIO_INEXISTENTE', message: 'Ese socio no existe' });
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({ socio_name: '3' }, [ANA, SOFIA]))
      .thenRefuses({
        code: 'SOCIO_NO_MANICURISTA',
        message: 'Sofía Martínez no está en la lista de manicuristas',
      });
    deciderSpec(recordWorkDecider)
      .given()
      .when(record({}, [{ ...ANA, active: false }]))
      .thenRefuses('SOCIO_INEXISTENTE');
  });
});

describe('work deleted', () => {
  it('deletes an entry once', () => {
    deciderSpec(deleteWorkDecider)
      .given(recordedBy(26, 'Ana Fernández'))
      .when({ workId: 40 })
      .thenDecides({ type: 'WorkDeleted', payload: { workId: 40 } });
    deciderSpec(deleteWorkDecider)
      .given(recordedBy(26, 'Ana Fernández'), { type: 'WorkDeleted', payload: { workId: 40 } })
      .when({ workId: 40 })
      .thenRefuses('TRABAJO_NO_ENCONTRADO');
  });
});
