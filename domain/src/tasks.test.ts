import { describe, expect, it } from 'vitest';
import { parseWorkdone } from './tasks.ts';

describe('parseWorkdone', () => {
  it('takes the four lists, absent areas as none, repeated names once', () => {
    expect(parseWorkdone({ floracion: ['Regar', 'Regar'], antes_de_salir: ['Activar la alarma'] })).toEqual({
      ok: true,
      value: { floracion: ['Regar'], preparto: [], crecimiento: [], antes_de_salir: ['Activar la alarma'] },
    });
  });

  it.each([null, [], 'floracion', { cocina: ['Lavar'] }, { floracion: 'Regar' }, { floracion: [3] }])(
    'refuses %j as an invalid checklist',
    (value) => {
      expect(parseWorkdone(value)).toMatchObject({ ok: false, problem: { code: 'CHECKLIST_INVALIDA' } });
    },
  );

  it('refuses a checklist with nothing checked', () => {
    expect(parseWorkdone({ floracion: [], preparto: [], crecimiento: [], antes_de_salir: [] })).toEqual({
      ok: false,
      problem: { code: 'NADA_MARCADO', message: 'Marcá al menos una tarea antes de enviar' },
    });
  });
});
