import { beforeEach, describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test-support/decider-spec.ts';
import { type SendTaskReport, sendTaskReportDecider } from './decide.ts';
import type { TaskChecklist } from './queries.ts';

// deciderSpec's thenDecides and thenRefuses assert; each test must reach one.
beforeEach(() => {
  expect.hasAssertions();
});

// When a checklist is sent, then its fact or a refusal (the checklists come with the command).

const checklists: TaskChecklist[] = [
  { key: 'floracion', label: 'Floracion', tasks: ['Regar'] },
  { key: 'preparto', label: 'Preparto', tasks: [] },
  { key: 'crecimiento', label: 'Crecimiento', tasks: [] },
  { key: 'antes_de_salir', label: 'Antes de salir', tasks: ['Apagar luces'] },
];
const send = (draft: SendTaskReport['draft']): SendTaskReport => ({
  draft: { memberId: 1, date: '2025-05-10', workdone: { antes_de_salir: ['Apagar luces'] }, ...draft },
  reportId: 12,
  memberId: 1,
  checklists,
});
const spec = () => deciderSpec(sendTaskReportDecider).given();

describe('a checklist sent', () => {
  it('is the signed-in member’s, for the day, with every area', () => {
    spec()
      .when(send({}))
      .thenDecides({
        type: 'TaskReportSent',
        payload: {
          reportId: 12,
          memberId: 1,
          date: '2025-05-10',
          workdone: { floracion: [], preparto: [], crecimiento: [], antes_de_salir: ['Apagar luces'] },
        },
      });
  });

  it('refuses an unknown task, nothing checked, a bad area, a bad day and another member, in Spanish', () => {
    spec()
      .when(send({ workdone: { floracion: ['Bailar con las plantas'] } }))
      .thenRefuses({
        code: 'TAREA_DESCONOCIDA',
        message: 'La tarea "Bailar con las plantas" no está en la lista de Floracion',
      });
    spec()
      .when(send({ workdone: { floracion: [], preparto: [] } }))
      .thenRefuses({ code: 'NADA_MARCADO', message: 'Marcá al menos una tarea antes de enviar' });
    spec()
      .when(send({ workdone: { cocina: ['Lavar'] } }))
      .thenRefuses('CHECKLIST_INVALIDA');
    spec()
      .when(send({ date: '10/05/2025' }))
      .thenRefuses({ code: 'FECHA_INVALIDA', message: 'La fecha no es válida' });
    spec()
      .when(send({ memberId: 2 }))
      .thenRefuses({ code: 'OTRO_SOCIO', message: 'La checklist se envía a nombre de quien inició sesión' });
  });
});
