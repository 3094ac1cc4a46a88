import { demoAccounts } from '@club/db/seed';
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { addedReceiptPath } from '@club/domain/expenses';
import { PNG_BYTES } from '@club/hosted/storage/sample-files.fixture';
import { storeObject } from '@club/hosted/storage/storage-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  type AdminTestGateway,
  adminViewer,
  MEMBER_ID,
  startAdminTestGateway,
  THURSDAY,
  TUESDAY,
} from '../test-support/admin-gateway.ts';
import { ANALYSIS, certificatePdf } from '../test-support/lab-results.fixture.ts';
import { memberImportWorkload } from '../test-support/members-sheet.fixture.ts';
import { phonePhoto } from '../test-support/photos.fixture.ts';
import { GORILLA_GLUE } from '../test-support/products.fixture.ts';
import {
  approveApplication,
  issueInvitation,
  rejectApplication,
  revokeInvitation,
  submitApplication,
  waitlistApplication,
} from './applications/public.ts';
import { addBill } from './bills/public.ts';
import { prepareOrder, revertHandover } from './counter/public.ts';
import { destroyStock } from './destruction/public.ts';
import { addExpense, attachReceipt } from './expenses/public.ts';
import { saveHarvest } from './harvests/public.ts';
import { serverOrigin } from './kernel/http/request-origin.ts';
import { inspectCertificate, recordLabResult } from './lab-results/public.ts';
import {
  createMember,
  deactivateMember,
  editMember,
  reactivateMember,
  resetMemberPassword,
} from './members/public.ts';
import { cancelOrder, closeStaleOrders, recordHandover } from './orders/public.ts';
import { makePhotoVariants, removeProductPhoto, setProductPhoto } from './photos/public.ts';
import {
  applyTreatment,
  changeBatchStage,
  recordPlantsLost,
  registerMother,
  startBatch,
} from './plants/public.ts';
import { addProduct, editProduct, retireProduct } from './products/public.ts';
import { replayReadModels } from './replay/public.ts';
import { setMemberRoles } from './roles/public.ts';
import { changeClubSettings } from './settings/public.ts';
import { adjustStock, editStock, receiveOpeningStock } from './stock/public.ts';
import { sendTaskReport, taskChecklists } from './tasks/public.ts';
import { addWork, deleteWork } from './work/public.ts';

// One write path, one log: after a workload with every command of the gateway (each accepted
// once, several refused), every read model rebuilt from the log equals the live table, on
// PGlite and on PostgreSQL (DATABASE_URL).

let gw: AdminTestGateway;
const accepted: string[] = [];

function expectAccepted(name: string, outcome: { ok: boolean; error?: unknown }) {
  expect(outcome, name).toMatchObject({ ok: true });
  accepted.push(name);
}

beforeAll(async () => {
  gw = await startAdminTestGateway();
  const now = new Date('2024-09-02T15:00:00Z');
  const deps = { now, origin: serverOrigin('test') };
  const admin = adminViewer();

  const order = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '17:00', lines: { ogkush: 10 } });
  const second = await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '18:00', lines: { kief: 5 } });
  accepted.push('placeOrder');
  expectAccepted('deliver', await recordHandover(gw.db, ADMIN_ID, order, 'delivered'));
  expectAccepted('notCollected', await recordHandover(gw.db, ADMIN_ID, second, 'not_collected'));
  expect((await recordHandover(gw.db, ADMIN_ID, second, 'delivered')).ok).toBe(false);
  const third = await gw.placeOrder(gw.memberToken, { date: THURSDAY, time: '18:30', lines: { despink: 5 } });
  const cancelled = await cancelOrder(gw.db, MEMBER_ID, third, { by: 'member', memberId: MEMBER_ID, now });
  expectAccepted('cancelOrder', cancelled);
  // Packed, handed over, then the handover undone: its grams back to stock, lots and the month.
  const fourth = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '18:00', lines: { ogkush: 5 } });
  expectAccepted('prepareOrder', await prepareOrder(gw.db, ADMIN_ID, fourth));
  expect((await recordHandover(gw.db, ADMIN_ID, fourth, 'delivered')).ok).toBe(true);
  expectAccepted('revertHandover', await revertHandover(gw.db, ADMIN_ID, fourth, 'Era otro pedido'));

  const draft = { socio_id: MEMBER_ID, date: '2024-09-02', species: [{ product: 'despink', amount: 5 }] };
  expectAccepted('addBill', await addBill(gw.db, ADMIN_ID, draft, now));
  expectAccepted('editStock', await editStock(gw.db, ADMIN_ID, 8, { price: 47, available: true }));
  expectAccepted('adjustStock', await adjustStock(gw.db, ADMIN_ID, 9, { grams: -3, reason: 'Merma' }));
  expect((await adjustStock(gw.db, ADMIN_ID, 9, { grams: -100_000, reason: 'Error' })).ok).toBe(false);

  // A strain added to the carta, given stock, ordered and handed over, edited, then retired.
  const newProduct = { ...GORILLA_GLUE, price: 55, available: true };
  const added = await addProduct(gw.db, ADMIN_ID, newProduct);
  expectAccepted('addProduct', added);
  const addedId = added.ok ? added.product.id : 0;
  expect((await addProduct(gw.db, ADMIN_ID, newProduct)).ok).toBe(false);
  const opened = await receiveOpeningStock(gw.db, ADMIN_ID, addedId, 200, '2024-09-02');
  expectAccepted('receiveOpeningStock', opened);
  const glued = await gw.placeOrder(gw.memberToken, {
    date: THURSDAY,
    time: '17:00',
    lines: { gorillaglue: 5 },
  });
  expect((await retireProduct(gw.db, ADMIN_ID, addedId)).ok).toBe(false);
  expect((await recordHandover(gw.db, ADMIN_ID, glued, 'delivered')).ok).toBe(true);
  expectAccepted(
    'editProduct',
    await editProduct(gw.db, ADMIN_ID, addedId, { ...GORILLA_GLUE, description: 'Cosecha de setiembre.' }),
  );
  expectAccepted('retireProduct', await retireProduct(gw.db, ADMIN_ID, addedId));

  const harvest = {
    numberOfPlants: 6,
    waste: 10,
    stock: 120,
    sketchedDate: '2024-05-01',
    bloomDate: '2024-07-01',
    harvestDate: '2024-08-25',
    observations: '',
    finished: true,
  };
  const mother = await registerMother(
    gw.db,
    ADMIN_ID,
    { productId: 4, name: 'Madre 1', origin: 'Semilla', registeredOn: '2024-04-01' },
    now,
  );
  expectAccepted('registerMother', mother);
  const motherId = mother.ok ? mother.value.id : 0;
  const batch = await startBatch(gw.db, ADMIN_ID, { motherId, plants: 8, startedOn: '2024-05-01' }, now);
  expectAccepted('startBatch', batch);
  const batchId = batch.ok ? batch.value.id : 0;
  expectAccepted(
    'changeBatchStage',
    await changeBatchStage(gw.db, ADMIN_ID, batchId, { stage: 'floracion', on: '2024-07-01' }, now),
  );
  expectAccepted(
    'recordPlantsLost',
    await recordPlantsLost(gw.db, ADMIN_ID, batchId, { plants: 2, reason: 'Oídio', on: '2024-07-15' }, now),
  );
  // A batch's waste (decision 030): an event on the batch's stream its projection must fold.
  const waste = {
    target: { kind: 'batch-waste', batchId },
    grams: 60,
    reason: 'Hojas y tallos',
    method: 'Compostado',
    witness: 'Ana',
    date: '2024-07-16',
  };
  expectAccepted('destroyStock (batch-waste)', await destroyStock(gw.db, ADMIN_ID, waste, now));
  const treatment = {
    product: 'Aceite de neem',
    activeIngredient: 'Azadiractina',
    dose: '5 ml/L',
    method: 'Pulverizador',
    appliedOn: '2024-07-10',
    appliedBy: 'Diego',
    batchIds: [batchId],
  };
  expectAccepted('applyTreatment', await applyTreatment(gw.db, ADMIN_ID, treatment, now));
  const discarded = await startBatch(gw.db, ADMIN_ID, { motherId, plants: 3, startedOn: '2024-08-01' }, now);
  const discardedId = discarded.ok ? discarded.value.id : 0;
  const allLost = { plants: 3, reason: 'Plaga', on: '2024-08-02' };
  expect((await recordPlantsLost(gw.db, ADMIN_ID, discardedId, allLost, now)).ok).toBe(true);
  const created = await saveHarvest(gw.db, ADMIN_ID, null, { productId: 4 }, harvest, batchId);
  expectAccepted('saveHarvest (new)', created);
  const id = created.ok ? created.harvest.id : 0;
  expectAccepted(
    'saveHarvest (corrected)',
    await saveHarvest(gw.db, ADMIN_ID, { id }, { productId: 4 }, { ...harvest, stock: 90 }),
  );
  // A lab analysis (decision 047): another fact on the batch's stream, with its own read model.
  const certificate = await inspectCertificate(await certificatePdf());
  const analysis = { adminId: ADMIN_ID, batchId, certificate, uploadsDir: gw.config.uploadsDir, now };
  expectAccepted('recordLabResult', await recordLabResult(gw.db, { ...analysis, input: ANALYSIS }));

  const member = await createMember(
    gw.db,
    ADMIN_ID,
    {
      name: 'Lucía',
      lastName: 'Pereira',
      mail: 'lucia.pereira@club.uy',
      cedula: '4.187.623-6',
      birthDate: '1990-04-12',
      residency: 'ciudadania',
      phone: '099 555 123',
      password: null,
    },
    deps,
  );
  expectAccepted('createMember', member);
  const memberId = member.ok ? member.member.id : 0;
  expectAccepted(
    'editMember',
    await editMember(
      gw.db,
      ADMIN_ID,
      memberId,
      { lastName: 'Pereira Díaz', phone: '098 111 222', irccaRegisteredOn: '2024-01-15', trimmer: true },
      now,
    ),
  );
  expectAccepted('deactivateMember', await deactivateMember(gw.db, ADMIN_ID, memberId, deps));
  expectAccepted('reactivateMember', await reactivateMember(gw.db, ADMIN_ID, memberId, deps));
  expectAccepted(
    'setMemberRoles',
    await setMemberRoles(gw.db, ADMIN_ID, memberId, ['responsable_tecnico', 'dispensa', 'socio']),
  );
  expectAccepted('resetMemberPassword', await resetMemberPassword(gw.db, admin, memberId, {}, deps));

  const expense = await addExpense(
    gw.db,
    ADMIN_ID,
    { expense: 'UTE', amount: 3200, comment: 'luz', date: '2024-09-01' },
    gw.config,
  );
  expectAccepted('addExpense', expense);
  // A receipt added later, stored by the hosted storage as an upload of the admin's own account.
  const { rows: hosted } = await gw.db.query<{ id: string }>('select id from hosted_users where email = $1', [
    demoAccounts.admin.mail,
  ]);
  const owner = hosted[0]?.id as string;
  const expenseId = expense.ok ? expense.expense.id : '';
  const path = addedReceiptPath(
    owner,
    { id: expenseId, category: 'UTE', date: '2024-09-01' },
    'pagina-2.png',
  );
  const file = {
    bucket: 'Bills',
    name: path,
    owner,
    bytes: PNG_BYTES,
    mime: 'image/png',
    cacheControl: '3600',
  };
  await storeObject(
    gw.db,
    gw.config.uploadsDir,
    { ...file, upsert: false, quotaBytes: Number.POSITIVE_INFINITY },
    now,
  );
  expectAccepted('attachReceipt', await attachReceipt(gw.db, ADMIN_ID, { expenseId, path }, gw.config));
  const work = await addWork(gw.db, ADMIN_ID, {
    harvest_type: 'thin_harvest',
    socio_name: String(memberId),
    start_hour: '10:00',
    end_hour: '12:20',
    date: '2024-09-01',
  });
  expectAccepted('addWork', work);
  const kept = await addWork(gw.db, ADMIN_ID, {
    harvest_type: 'thick_harvest',
    nosocio_name: 'Ayudante',
    start_hour: '14:00',
    end_hour: '15:00',
    date: '2024-09-01',
  });
  expect(kept.ok).toBe(true);
  expectAccepted('deleteWork', await deleteWork(gw.db, ADMIN_ID, work.ok ? work.work.id : 0));
  const [first] = await taskChecklists(gw.db);
  expectAccepted(
    'sendTaskReport',
    await sendTaskReport(gw.db, ADMIN_ID, {
      date: '2024-09-02',
      workdone: { [first?.key ?? 'floracion']: first?.tasks.slice(0, 2) ?? [] },
    }),
  );
  // An invitation revoked, one used: three applications, approved, waitlisted and rejected.
  const revoked = await issueInvitation(gw.db, ADMIN_ID, { days: 7 }, now);
  expectAccepted('issueInvitation', revoked);
  expectAccepted(
    'revokeInvitation',
    await revokeInvitation(gw.db, ADMIN_ID, revoked.ok ? revoked.invitation.id : 0, now),
  );
  const invitation = await issueInvitation(gw.db, ADMIN_ID, {}, now);
  const applicant = (n: number, cedula: string) => ({
    name: 'Solicitante',
    lastName: `Número ${n}`,
    mail: `solicitante-${n}@correo.uy`,
    cedula,
    birthDate: '1990-05-04',
    residency: 'ciudadania',
    phone: '099 123 456',
    noOtherRoute: true,
    consent: true,
  });
  const applicationIds: number[] = [];
  for (const [n, cedula] of ['3.918.274-0', '2.736.451-4', '5.102.938-2'].entries()) {
    const sent = await submitApplication(
      gw.db,
      invitation.ok ? invitation.token : '',
      applicant(n, cedula),
      now,
    );
    if (n === 0) expectAccepted('submitApplication', sent);
    applicationIds.push(sent.ok ? sent.applicationId : 0);
  }
  const [toApprove = 0, toWaitlist = 0, toReject = 0] = applicationIds;
  expectAccepted('approveApplication', await approveApplication(gw.db, ADMIN_ID, toApprove, deps));
  expectAccepted('waitlistApplication', await waitlistApplication(gw.db, ADMIN_ID, toWaitlist));
  expectAccepted('rejectApplication', await rejectApplication(gw.db, ADMIN_ID, toReject, 'Sin lugar'));
  // Two versions, and the second saved twice for its day (the later replaces it).
  const settings = { ...DEFAULT_CLUB_SETTINGS, cancelCutoffHours: 4, closeStaleOrdersAfterDays: 2 };
  await changeClubSettings(gw.db, ADMIN_ID, { effectiveFrom: '2024-09-02', settings }, now);
  await changeClubSettings(gw.db, ADMIN_ID, { effectiveFrom: '2024-10-01', settings }, now);
  const replaced = { effectiveFrom: '2024-10-01', settings: { ...settings, monthlyGramsLimit: 30 } };
  expectAccepted('changeClubSettings', await changeClubSettings(gw.db, ADMIN_ID, replaced, now));
  // Two photos set, one of them removed again.
  for (const [key, seed] of [
    ['ogkush', 1],
    ['kief', 2],
  ] as const) {
    const made = await makePhotoVariants(await phonePhoto({ width: 400, height: 300, seed }));
    if (!made.ok) throw new Error(made.error.message);
    expectAccepted(`setProductPhoto ${key}`, await setProductPhoto(gw.db, ADMIN_ID, key, made.photo));
  }
  expectAccepted('removeProductPhoto', await removeProductPhoto(gw.db, ADMIN_ID, 'kief'));
  for (const [name, outcome] of await memberImportWorkload(gw.db, deps)) expectAccepted(name, outcome);
  // A pending order still there a week after its day closes by itself.
  const stuck = await gw.placeOrder(gw.memberToken, { date: TUESDAY, time: '18:00', lines: { ogkush: 5 } });
  const run = await closeStaleOrders(gw.db, new Date('2024-09-10T15:00:00Z'));
  expect(run.closed).toContain(stuck);
  accepted.push('closeStaleOrders');
});
afterAll(() => gw?.close());

describe('replay after every command', () => {
  it('ran each command of the gateway at least once', () => {
    expect(accepted).toHaveLength(46);
  });

  it('rebuilds every read model equal to the live one', async () => {
    const report = await replayReadModels(gw.db);
    expect(report.tables.map((table) => [table.table, table.equal]).sort()).toEqual(
      [
        ['orders', true],
        ['products', true],
        ['stock', true],
        ['dispensation_lines', true],
        ['bills', true],
        ['expenses', true],
        ['expense_receipts', true],
        ['members', true],
        ['member_roles', true],
        ['work_entries', true],
        ['task_reports', true],
        ['club_settings', true],
        ['mother_plants', true],
        ['batches', true],
        ['treatments', true],
        ['harvests', true],
        ['invitations', true],
        ['applications', true],
        ['product_photos', true],
        ['club_profile', true],
        ['batch_analyses', true],
        ['member_opening_balances', true],
      ].sort(),
    );
    const rows = Object.fromEntries(report.tables.map((table) => [table.table, table.liveRows]));
    // Each table holds what the workload wrote: the rebuilt side is not equal for being empty.
    expect(rows.work_entries).toBe(1);
    expect(rows.task_reports).toBe(1);
    expect(rows.expenses).toBe(1);
    expect(rows.expense_receipts).toBe(1);
    expect(rows.bills).toBe(1);
    expect(rows.orders).toBe(6);
    expect(rows.products).toBe(10);
    expect(rows.club_settings).toBe(2);
    expect(rows.mother_plants).toBe(1);
    expect(rows.batches).toBe(2);
    expect(rows.treatments).toBe(1);
    expect(rows.batch_analyses).toBe(1);
    expect(rows.member_opening_balances).toBe(2);
    expect(rows.harvests).toBe(1);
    expect(rows.invitations).toBe(2);
    expect(rows.applications).toBe(3);
    expect(rows.product_photos).toBe(1);
    const { rows: harvested } = await gw.db.query<{ stage: string; plants: number; harvest_id: number }>(
      'select stage, plants, harvest_id from batches order by id',
    );
    expect(harvested).toMatchObject([
      { stage: 'cosechado', plants: 6 },
      { stage: 'descartado', plants: 0 },
    ]);
    expect(harvested[0]?.harvest_id).not.toBeNull();
    expect(report.equal).toBe(true);
  });
});
