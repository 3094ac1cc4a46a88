import { demoAccounts } from '@club/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

let gw: TestGateway;
let admin: Record<string, string>;
// Sunday 11 May 2025, 10:00 in Montevideo.
const now = new Date('2025-05-11T13:00:00Z');
beforeAll(async () => {
  gw = await startTestGateway({ now: () => now });
  admin = authHeader(await loginToken(gw.app, demoAccounts.admin.mail, demoAccounts.admin.password));
});
afterAll(() => gw?.close());

const reportCount = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*) as n from task_reports')).rows[0]?.n);

let lists: Record<string, string[]>;

describe('task checklists', () => {
  it('serves the four areas in the tabs’ order, each a list of grow-room tasks from the database', async () => {
    const answer = await graphql(gw.app, '{ taskChecklists { key label tasks } }', {}, admin);
    const checklists = answer.body.data.taskChecklists as Array<{
      key: string;
      label: string;
      tasks: string[];
    }>;
    expect(checklists.map((c) => [c.key, c.label])).toEqual([
      ['floracion', 'Floracion'],
      ['preparto', 'Preparto'],
      ['crecimiento', 'Crecimiento'],
      ['antes_de_salir', 'Antes de salir'],
    ]);
    for (const checklist of checklists) expect(checklist.tasks.length).toBeGreaterThanOrEqual(8);
    const all = checklists.flatMap((c) => c.tasks).join(' ');
    for (const topic of ['Fumigar', 'luces', 'ventiladores', 'Regar', 'puertas', 'alarma'])
      expect(all).toContain(topic);
    lists = Object.fromEntries(checklists.map((c) => [c.key, c.tasks]));
  });
});

describe('POST /admin/addCheckedTodos', () => {
  it('saves { socio_id, date, workdone } of the signed-in admin', async () => {
    const workdone = {
      floracion: [lists.floracion?.[0], lists.floracion?.[4]],
      preparto: [],
      crecimiento: [lists.crecimiento?.[4]],
      antes_de_salir: [lists.antes_de_salir?.[8]],
    };
    const answer = await call(gw.app, 'POST', '/admin/addCheckedTodos', {
      body: { socio_id: 1, date: '2025-05-10', workdone },
      headers: admin,
    });
    expect(answer).toMatchObject({ status: 201, body: { msg: 'Todos saved', id: expect.any(Number) } });
    const history = await graphql(
      gw.app,
      '{ taskReports { socioId socioName date workdone { floracion preparto crecimiento antes_de_salir } } }',
      {},
      admin,
    );
    expect(history.body.data.taskReports).toEqual([
      { socioId: 1, socioName: 'Lucía Pereira', date: '2025-05-10', workdone },
    ]);
  });

  it.each([
    [
      { workdone: { floracion: ['Bailar con las plantas'] } },
      'TAREA_DESCONOCIDA',
      'La tarea "Bailar con las plantas" no está en la lista de Floracion',
    ],
    [
      { workdone: { floracion: [], preparto: [] } },
      'NADA_MARCADO',
      'Marcá al menos una tarea antes de enviar',
    ],
    [{ workdone: { cocina: ['Lavar'] } }, 'CHECKLIST_INVALIDA', undefined],
    [{ date: '10/05/2025' }, 'FECHA_INVALIDA', 'La fecha no es válida'],
    [{ socio_id: 2 }, 'OTRO_SOCIO', 'La checklist se envía a nombre de quien inició sesión'],
  ])('refuses %j with %s and saves nothing', async (change, code, error) => {
    const before = await reportCount();
    const body = {
      socio_id: 1,
      date: '2025-05-10',
      workdone: { antes_de_salir: [lists.antes_de_salir?.[0]] },
      ...change,
    };
    const answer = await call(gw.app, 'POST', '/admin/addCheckedTodos', { body, headers: admin });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ msg: 'Bad Request', code, ...(error ? { error } : {}) });
    expect(await reportCount()).toBe(before);
  });

  it('GraphQL sendTaskReport sends as the signed-in admin, dated today in Montevideo by default', async () => {
    const answer = await graphql(
      gw.app,
      `mutation ($workdone: WorkdoneInput!) { sendTaskReport(workdone: $workdone) { ok msg error report { socioId date workdone { preparto } } } }`,
      { workdone: { preparto: [lists.preparto?.[1]] } },
      admin,
    );
    expect(answer.body.data.sendTaskReport).toEqual({
      ok: true,
      msg: 'Todos saved',
      error: null,
      report: { socioId: 1, date: '2025-05-11', workdone: { preparto: [lists.preparto?.[1]] } },
    });
    const history = await graphql(gw.app, '{ taskReports(limit: 5) { date } }', {}, admin);
    expect(history.body.data.taskReports).toEqual([{ date: '2025-05-11' }, { date: '2025-05-10' }]);
  });
});
