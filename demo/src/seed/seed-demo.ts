// The pipeline writes the read models registered there: the registry must be complete before the
// first command runs.
import '@club/gateway/projections';
import { randomBytes } from 'node:crypto';
import type { Database, Sql } from '@club/db/connection';
import { hashPassword } from '@club/db/passwords';
import { insertHostedUsers, insertMembers, isEmpty } from '@club/db/seed';
import {
  demoAccounts,
  demoClubMembers,
  hostedDemoUsers,
  type SeedMember,
  seedMembers,
  seedProducts,
} from '@club/db/seed-data';
import { addDays, clubNow } from '@club/domain/club-clock';
import { editMember } from '@club/gateway/members/public';
import { addProduct } from '@club/gateway/products/public';
import { receiveOpeningStock } from '@club/gateway/stock/public';
import { taskChecklists } from '@club/gateway/tasks/public';
import { planDemoClub } from '../plan/demo-plan.ts';
import { DEMO_DAYS } from '../plan/steps.ts';
import { accepted } from './accepted.ts';
import { registerMember } from './members.ts';
import { closePastMonths } from './month-close.ts';
import { storeReceipts } from './receipts.ts';
import { runStep } from './steps.ts';

// `npm start` on an empty database: six months of a club up to today (plan/demo-plan.ts), written
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
    const hostedIds = await insertHostedUsers(tx, hostedDemoUsers);
    const club = joined(db, tx);
    const admin = seedMembers.find((member) => member.mail === demoAccounts.admin.mail) as SeedMember;
    await insertMembers(tx, [admin], [await hashOf(demoAccounts.admin.password)]);
    // The club's first events: its catalogue, added by the admin, with the stock it held when the
    // six months began.
    const productIds = await addCatalogue(club, admin.id, addDays(clubNow(now).date, -DEMO_DAYS));
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

/** The nine products through the back office's command, each with its opening stock; their ids by key. */
async function addCatalogue(club: Database, adminId: number, date: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { key, grams, ...product } of seedProducts) {
    const added = accepted(await addProduct(club, adminId, product), product);
    ids.set(key, added.product.id);
    accepted(await receiveOpeningStock(club, adminId, added.product.id, grams, date), product);
  }
  return ids;
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
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => Promise.reject(new Error('the demo seed does not close the database')),
  };
}
