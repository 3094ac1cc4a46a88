import { demoAccounts } from '@club/db/seed';
import { texts } from '@club/domain/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  call,
  graphql,
  loginToken,
  startTestGateway,
  type TestGateway,
} from '../../test-support/test-gateway.ts';

// Every harvest back-office call, REST and GraphQL, is the admin's: a member gets 403, a caller
// without a valid token 401, and nothing is written.

let gw: TestGateway;
let member: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  member = authHeader(await loginToken(gw.app, demoAccounts.member.mail, demoAccounts.member.password));
});
afterAll(() => gw?.close());

const harvestForm = {
  newHarvest: true,
  product_id: 8,
  number_of_plants: 12,
  stock: 1800,
  waste: 300,
  sketched_date: '2025-01-10',
  harvest_date: '2025-05-05',
};

const restCalls: Array<[string, string, unknown?]> = [
  ['GET', '/admin/harvests'],
  ['GET', '/admin/harvests/2025-05-05'],
  ['GET', '/admin/allproducts'],
  ['POST', '/admin/addharvest/post', harvestForm],
  ['POST', '/admin/addharvest/patch', { ...harvestForm, id: 1 }],
  ['GET', '/admin/workdone'],
  ['DELETE', '/admin/deleteWork', { hours: 3.5, date: '2025-05-06', no_socio: 41, type: 'thick' }],
  [
    'POST',
    '/admin/uploadharvest',
    {
      harvest_type: 'thick_harvest',
      socio_name: '41',
      start_hour: '14:00',
      end_hour: '17:30',
      date: '2025-05-06',
    },
  ],
  ['GET', '/admin/getsocios'],
  ['POST', '/admin/addCheckedTodos', { socio_id: 2, date: '2025-05-06', workdone: { floracion: ['x'] } }],
];

const graphqlCalls: Array<[string, string, Record<string, unknown>?]> = [
  ['harvests', '{ harvests { id } }'],
  ['harvestDates', '{ harvestDates }'],
  ['harvestsOn', '{ harvestsOn(date: "2025-05-05") { id } }'],
  ['workDates', '{ workDates }'],
  ['workDone', '{ workDone { id } }'],
  ['workMonthTotals', '{ workMonthTotals(month: "2025-05") { total } }'],
  ['socios', '{ socios(trimmer: true) { id } }'],
  ['taskChecklists', '{ taskChecklists { key } }'],
  ['taskReports', '{ taskReports { id } }'],
  [
    'createHarvest',
    'mutation ($input: HarvestInput!) { createHarvest(input: $input) { ok } }',
    {
      input: {
        productId: 8,
        numberOfPlants: 12,
        stock: 1800,
        sketchedDate: '2025-01-10',
        harvestDate: '2025-05-05',
      },
    },
  ],
  [
    'updateHarvest',
    'mutation ($input: HarvestInput!) { updateHarvest(id: 1, input: $input) { ok } }',
    { input: { productId: 8, numberOfPlants: 12, sketchedDate: '2025-01-10' } },
  ],
  [
    'addWork',
    'mutation ($input: ManicureInput!) { addWork(input: $input) { ok } }',
    {
      input: {
        harvestType: 'thick_harvest',
        socioId: 41,
        startHour: '14:00',
        endHour: '17:30',
        date: '2025-05-06',
      },
    },
  ],
  ['deleteWork', 'mutation { deleteWork(id: 1) { ok } }'],
  ['sendTaskReport', 'mutation { sendTaskReport(workdone: { floracion: ["x"] }) { ok } }'],
];

async function writes() {
  const { rows } = await gw.db.query<{ n: number }>(
    `select (select count(*) from harvests) + (select count(*) from work_entries)
          + (select count(*) from task_reports) + (select count(*) from events) as n`,
  );
  return Number(rows[0]?.n);
}

describe('harvest back office, REST', () => {
  it.each(restCalls)(
    '%s %s refuses a member with 403 and an anonymous caller with 401',
    async (method, path, body) => {
      const before = await writes();
      const asMember = await call(gw.app, method, path, { body, headers: member });
      expect(asMember).toMatchObject({
        status: 403,
        body: { msg: 'Unauthorized', error: texts.auth.forbidden, code: 'FORBIDDEN' },
      });
      const anonymous = await call(gw.app, method, path, { body });
      expect(anonymous).toMatchObject({
        status: 401,
        body: { msg: 'Unauthorized', code: 'UNAUTHENTICATED' },
      });
      expect(await writes()).toBe(before);
    },
  );
});

describe('harvest back office, GraphQL', () => {
  it.each(graphqlCalls)(
    '%s refuses a member with FORBIDDEN (403) and an anonymous caller with 401',
    async (_name, query, variables) => {
      const before = await writes();
      const asMember = await graphql(gw.app, query, variables, member);
      expect(asMember.status).toBe(403);
      expect(asMember.body.errors[0]).toMatchObject({
        message: texts.auth.forbidden,
        extensions: { code: 'FORBIDDEN' },
      });
      const anonymous = await graphql(gw.app, query, variables);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await writes()).toBe(before);
    },
  );
});
