import '../projections.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { insertCatalogue, insertHostedUsers, insertMembers, isEmpty } from '@club/db/seed';
import {
  demoAccounts,
  demoClubMembers,
  hostedDemoUsers,
  type SeedMember,
  seedMembers,
  seedProducts,
} from '@club/db/seed-data';
import { addDays, clubNow } from '@club/domain/club-clock';
import { RECEIPTS_BUCKET, receiptFolder } from '@club/domain/expenses';
import { storeObject } from '@club/hosted/storage/storage-service';
import { addBill } from '../bills/public.ts';
import { destroyStock } from '../destruction/public.ts';
import { addExpense } from '../expenses/public.ts';
import { addWork, saveHarvest, sendTaskReport, taskChecklists } from '../harvest/public.ts';
import { memberActor } from '../kernel/commands/actors.ts';
import { runCommand } from '../kernel/commands/pipeline.ts';
import { serverOrigin } from '../kernel/http/request-origin.ts';
import {
  clubSize,
  deactivateMember,
  decideRegister,
  editMember,
  insertMemberRow,
  MEMBER_LOCK_NAMESPACE,
  memberStream,
} from '../members/public.ts';
import { closeMonth, closeOverview } from '../month-close/public.ts';
import { cancelOrder, placeOrder, recordHandover } from '../orders/public.ts';
import {
  applyTreatment,
  changeBatchStage,
  recordPlantsLost,
  registerMother,
  startBatch,
} from '../plants/public.ts';
import { adjustStock } from '../stock/public.ts';
import { DEMO_DAYS, type DemoStep, planDemoClub } from './demo-plan.ts';
import { receiptPng } from './receipt-image.ts';

// `npm start` on an empty database: six months of a club up to today (demo-plan.ts), written
// through the gateway's own commands with past clocks, so the log, the read models and every
// screen hold what the club's real use would have left. Only what no command writes comes from
// the database's seed pieces (catalogue, first admin, hosted account).

/** First key of the advisory lock that lets one process seed an empty database. */
const DEMO_LOCK_NAMESPACE = 0x44454d4f; // 'DEMO'

export interface SeedDemoOptions {
  /** Where the hosted storage stand-in keeps its files: the receipts go there. */
  uploadsDir: string;
  /** The end of the six months. */
  now?: Date;
}

/**
 * Seeds the demo club on an empty database and answers whether it did. All of it runs in one
 * transaction: a failure leaves the database empty, so the next start tries again (a half-seeded
 * one would count as data and never be completed), and one commit replaces a thousand.
 */
export async function seedDemoClub(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (!(await isEmpty(db))) return { seeded: false };
  const now = options.now ?? new Date();
  // argon2 is slow by design (~20 ms a hash): each password is hashed once (the hosted admin's is
  // the club admin's), in the background meanwhile, and only the demo accounts have their own. The
  // other members share one hash of a random secret that is never kept or shown, so nobody can sign
  // in as them until an admin resets their password; hashing each apart would add ~0.5 s to a start.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string): Promise<string> => {
    const known = hashes.get(password);
    if (known) return known;
    const hash = hashPassword(password);
    hash.catch(() => {}); // awaited inside the transaction; only an early return must not leave it unhandled
    hashes.set(password, hash);
    return hash;
  };
  const sharedSecret = randomBytes(18).toString('base64url');
  const known = [demoAccounts.admin.password, demoAccounts.member.password, sharedSecret];
  for (const password of known) hashOf(password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::int, 0)', [DEMO_LOCK_NAMESPACE]);
    if (!(await isEmpty(tx))) return { seeded: false };
    // The catalogue's stock is what the club held when the six months began.
    await insertCatalogue(tx, addDays(clubNow(now).date, -DEMO_DAYS));
    const hostedIds = await insertHostedUsers(tx, hostedDemoUsers);
    const club = joined(db, tx);
    const admin = seedMembers.find((member) => member.mail === demoAccounts.admin.mail) as SeedMember;
    await insertMembers(tx, [admin], [await hashOf(demoAccounts.admin.password)]);
    const members = [...seedMembers, ...demoClubMembers]
      .filter((member) => member.role === 'member')
      .sort((a, b) => a.id - b.id);
    const demoMember = members.find((member) => member.mail === demoAccounts.member.mail) as SeedMember;
    for (const member of members) {
      const password = member === demoMember ? demoAccounts.member.password : sharedSecret;
      await registerMember(club, admin.id, member, await hashOf(password), now);
      if (member.trimmer)
        accepted(await editMember(club, admin.id, member.id, { trimmer: true }, now), member);
    }
    await tx.query(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);

    const plan = planDemoClub({
      now,
      adminId: admin.id,
      demoMemberId: demoMember.id,
      members,
      products: seedProducts,
      checklists: await taskChecklists(tx),
    });
    const hostedAdmin = hostedIds[hostedDemoUsers.findIndex((user) => user.mail === demoAccounts.admin.mail)];
    const receipts = await storeReceipts(club, options.uploadsDir, hostedAdmin as string, plan.steps);
    const { rows } = await tx.query<{ id: number; key: string }>('select id, key from products');
    const productIds = new Map(rows.map((row) => [row.key, Number(row.id)]));
    const orderIds = new Map<number, string>();
    const motherIds = new Map<number, number>();
    const batchIds = new Map<number, number>();
    for (const step of plan.steps) {
      const { uploadsDir } = options;
      await runStep(club, step, {
        adminId: admin.id,
        productIds,
        orderIds,
        receipts,
        uploadsDir,
        motherIds,
        batchIds,
      });
    }
    await closePastMonths(club, admin.id, now);
    // The commands queued the mails their facts call for (a cancelled order's); for a past that
    // never happened they must not reach anyone once SMTP_URL is set. The outbox is no read
    // model: nothing rebuilds it from the log.
    await tx.query('delete from outbox');
    return { seeded: true };
  });
}

/**
 * `db` as the commands see it inside the seed's transaction: their own transactions join that
 * one (on PGlite a second transaction would wait for the first forever).
 */
function joined(db: Database, tx: Sql): Database {
  return {
    kind: db.kind,
    query: (text, params) => tx.query(text, params),
    exec: (text) => tx.exec(text),
    transaction: (fn) => fn(tx),
    session: (fn) => fn(tx),
    close: () => Promise.reject(new Error('the demo seed does not close the database')),
  };
}

/**
 * The demo admin is the club's Responsable Técnico and has signed every month before this one, in
 * order, up to the first that still has an order in 'Sin cerrar' (the plan leaves one on the last
 * pickup day, which early in a month is last month's): a closed month could never close it.
 */
async function closePastMonths(db: Database, adminId: number, now: Date): Promise<void> {
  accepted(await editMember(db, adminId, adminId, { technicalLead: true }, now), 'technical lead');
  const currentMonth = clubNow(now).date.slice(0, 7);
  for (;;) {
    const { nextToClose, months } = await closeOverview(db, now);
    if (nextToClose >= currentMonth) return;
    if ((months.find((month) => month.month === nextToClose)?.pendingOrders ?? 0) > 0) return;
    accepted(
      await closeMonth(db, adminId, { month: nextToClose, reasons: [], hash: null }, now),
      nextToClose,
    );
  }
}

/** A refusal here is a mistake of the plan: it stops the seed, whose transaction undoes all of it. */
function accepted<T extends { ok: boolean }>(outcome: T, what: unknown): Extract<T, { ok: true }> {
  if (!outcome.ok) {
    const { error } = outcome as unknown as { error: unknown };
    throw new Error(`demo seed refused: ${JSON.stringify(error)} for ${JSON.stringify(what)}`);
  }
  return outcome as Extract<T, { ok: true }>;
}

/**
 * Registers a member under their own number, by the admin: the registration command's lock,
 * decision and projection, with a hash computed beforehand (see seedDemoClub).
 */
async function registerMember(
  db: Database,
  adminId: number,
  member: SeedMember,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const outcome = await runCommand(db, {
    actor: memberActor(adminId),
    async lock(tx) {
      await tx.query('select pg_advisory_xact_lock($1::int, 0)', [MEMBER_LOCK_NAMESPACE]);
    },
    async load(tx) {
      const size = await clubSize(tx, now);
      const taken = await tx.query('select 1 from members where lower(mail) = lower($1)', [member.mail]);
      const state = { ...size, mailTaken: taken.rows.length > 0 };
      return { state, stream: memberStream(member.id), version: 0 };
    },
    decide: (state) => decideRegister(state, { ...member, memberId: member.id, password: null }),
    project: (tx, events) => insertMemberRow(tx, events, passwordHash),
  });
  accepted(outcome, member);
}

/** Uploads each receipt the plan keeps, dated by its expense; their paths by step. */
async function storeReceipts(
  db: Database,
  uploadsDir: string,
  owner: string,
  steps: readonly DemoStep[],
): Promise<Map<DemoStep, string>> {
  const paths = new Map<DemoStep, string>();
  // One after the other: the seed's queries share one connection, which takes one at a time.
  for (const step of steps) {
    if (step.kind !== 'expense' || step.receipt === null) continue;
    const name = `${receiptFolder(owner, step.category, step.date)}/${randomUUID()}.png`;
    // A few KB each, written by the seed itself: no user's quota to judge.
    const object = {
      bucket: RECEIPTS_BUCKET,
      name,
      owner,
      mime: 'image/png',
      upsert: false,
      quotaBytes: Number.POSITIVE_INFINITY,
    };
    await storeObject(
      db,
      uploadsDir,
      { ...object, bytes: receiptPng(step.receipt), cacheControl: 'max-age=3600' },
      step.at,
    );
    paths.set(step, name);
  }
  return paths;
}

interface StepContext {
  adminId: number;
  productIds: ReadonlyMap<string, number>;
  /** The plan's order numbers and the ids placeOrder gave them. */
  orderIds: Map<number, string>;
  receipts: ReadonlyMap<DemoStep, string>;
  /** Where the receipts were stored: an expense fingerprints its receipt there. */
  uploadsDir: string;
  /** The plan's mother and batch numbers and the ids their commands gave them. */
  motherIds: Map<number, number>;
  batchIds: Map<number, number>;
}

/** One step of the plan through its command, with the step's clock where the command takes one. */
async function runStep(db: Database, step: DemoStep, context: StepContext): Promise<void> {
  const { adminId } = context;
  const orderId = (ref: number) => context.orderIds.get(ref) as string;
  const productId = (key: string) => context.productIds.get(key) as number;
  switch (step.kind) {
    case 'order': {
      const placed = accepted(await placeOrder(db, step.memberId, step.input, step.at), step);
      context.orderIds.set(step.ref, placed.orderId);
      return;
    }
    case 'handover':
      accepted(await recordHandover(db, adminId, orderId(step.ref), step.outcome), step);
      return;
    case 'cancel': {
      const command = { by: 'member' as const, memberId: step.memberId, now: step.at };
      accepted(await cancelOrder(db, step.memberId, orderId(step.ref), command), step);
      return;
    }
    case 'bill': {
      const species = step.lines.map((line) => ({ product: line.product, amount: line.grams }));
      accepted(
        await addBill(db, adminId, { socio_id: step.memberId, date: step.date, species }, step.at),
        step,
      );
      return;
    }
    case 'harvest': {
      const batch = step.batchRef === undefined ? null : context.batchIds.get(step.batchRef);
      accepted(
        await saveHarvest(db, adminId, null, { productId: productId(step.product) }, step.draft, batch),
        step,
      );
      return;
    }
    case 'mother': {
      const input = {
        productId: productId(step.product),
        name: step.name,
        origin: step.origin,
        registeredOn: step.registeredOn,
      };
      context.motherIds.set(
        step.ref,
        accepted(await registerMother(db, adminId, input, step.at), step).value.id,
      );
      return;
    }
    case 'batch': {
      const input = {
        motherId: context.motherIds.get(step.motherRef),
        plants: step.plants,
        startedOn: step.startedOn,
        notes: step.notes,
      };
      context.batchIds.set(step.ref, accepted(await startBatch(db, adminId, input, step.at), step).value.id);
      return;
    }
    case 'stage': {
      const batchId = context.batchIds.get(step.batchRef) as number;
      accepted(
        await changeBatchStage(
          db,
          adminId,
          batchId,
          { stage: step.stage, on: step.on, reason: step.reason },
          step.at,
        ),
        step,
      );
      return;
    }
    case 'loss': {
      const batchId = context.batchIds.get(step.batchRef) as number;
      accepted(
        await recordPlantsLost(
          db,
          adminId,
          batchId,
          { plants: step.plants, reason: step.reason, on: step.on },
          step.at,
        ),
        step,
      );
      return;
    }
    case 'treatment': {
      const batchIds = step.batchRefs.map((ref) => context.batchIds.get(ref) as number);
      accepted(
        await applyTreatment(db, adminId, { ...step.treatment, appliedOn: step.on, batchIds }, step.at),
        step,
      );
      return;
    }
    case 'work':
      accepted(await addWork(db, adminId, step.draft), step);
      return;
    case 'taskReport':
      accepted(await sendTaskReport(db, adminId, { date: step.date, workdone: step.workdone }), step);
      return;
    case 'expense': {
      const input = { expense: step.category, amount: step.amount, comment: step.comment, date: step.date };
      accepted(
        await addExpense(db, adminId, { ...input, receipt: context.receipts.get(step) ?? null }, context),
        step,
      );
      return;
    }
    case 'adjustment': {
      const input = { grams: step.grams, reason: step.reason };
      accepted(await adjustStock(db, adminId, productId(step.product), input, step.at), step);
      return;
    }
    case 'destruction': {
      const { grams, reason, method, witness, date } = step;
      const target = { kind: 'product', productId: productId(step.product) };
      accepted(
        await destroyStock(db, adminId, { target, grams, reason, method, witness, date }, step.at),
        step,
      );
      return;
    }
    case 'deactivation':
      accepted(
        await deactivateMember(db, adminId, step.memberId, {
          now: step.at,
          origin: serverOrigin('demo seed'),
        }),
        step,
      );
      return;
  }
}
