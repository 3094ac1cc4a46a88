import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Sql } from './connection.ts';
import { append } from './event-store.ts';
import { hashPassword } from './passwords.ts';
import { sealFor } from './privacy/subject-keys.ts';
import { demoAccounts, hostedDemoUsers, type SeedMember, seedMembers, seedProducts } from './seed-data.ts';

export { demoAccounts, hostedDemoUsers };

// Two seeds share these pieces: `seedDemo` below, the small fixture every test starts from, and
// the six months of a club that `npm start` seeds (demo/src/seed/seed-demo.ts), which writes
// all else through the gateway's commands. What no command can write lives here: the first admin
// (no admin exists yet to register one) and the hosted service's accounts (not an event stream);
// and the tests' catalogue, which this workspace writes as the commands would (it cannot run them).

const SEED_ACTOR = 'seed';

export async function isEmpty(sql: Sql): Promise<boolean> {
  const { rows } = await sql.query<{ n: number }>(
    `select (select count(*) from members) + (select count(*) from products) + (select count(*) from events)
          + (select count(*) from hosted_users) as n`,
  );
  return Number(rows[0]?.n) === 0;
}

/** Accounts of the hosted auth service's local stand-in, confirmed, without a password; their ids. */
export async function insertHostedUsers(tx: Sql, users: ReadonlyArray<{ mail: string }>): Promise<string[]> {
  const ids: string[] = [];
  for (const user of users) {
    const id = randomUUID();
    await tx.query(
      `insert into hosted_users (id, email, email_confirmed_at)
       values ($1, $2, now())`,
      [id, user.mail],
    );
    ids.push(id);
  }
  return ids;
}

/**
 * Members with their numbers and `MemberRegistered` by the seed, then the id sequence past them.
 * Their personal data enters the log sealed with each member's own key, as the gateway's
 * registration writes it (gateway/src/members/events.ts).
 */
export async function insertMembers(
  tx: Sql,
  members: readonly SeedMember[],
  passwordHashes: readonly string[],
): Promise<void> {
  for (const [index, member] of members.entries()) {
    const { cedula, birthDate, residency, phone, irccaRegisteredOn } = member.identity;
    await tx.query(
      `insert into members (id, name, last_name, mail, password_hash, role, trimmer,
                            cedula, birth_date, residency, phone, ircca_registered_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        member.id,
        member.name,
        member.lastName,
        member.mail,
        passwordHashes[index],
        member.role,
        member.trimmer,
        cedula,
        birthDate,
        residency,
        phone,
        irccaRegisteredOn,
      ],
    );
    const personal = await sealFor(tx, `member-${member.id}`, {
      name: member.name,
      lastName: member.lastName,
      mail: member.mail,
      ...member.identity,
    });
    // The roles its `role` implies, as replay maps the event (gateway/src/roles).
    await tx.query(
      `insert into member_roles (member_id, role)
       select $1, unnest(case when $2 = 'admin' then array['administracion', 'socio'] else array['socio'] end)`,
      [member.id, member.role],
    );
    await append(
      tx,
      `member-${member.id}`,
      0,
      [
        {
          type: 'MemberRegistered',
          payload: { memberId: member.id, role: member.role, trimmer: member.trimmer, personal },
        },
      ],
      SEED_ACTOR,
    );
  }
  await tx.query(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
}

/**
 * The tests' catalogue: the nine products as the gateway's commands would leave them, each a
 * `ProductAdded` on its catalogue stream and its stock a `StockReceived` from no harvest on its
 * stock stream, with the `products` and `stock` rows those events project to (replay checks they
 * agree). The demo club of `npm start` adds them through the commands themselves.
 */
export async function insertCatalogue(tx: Sql): Promise<void> {
  for (const product of seedProducts) {
    const { key, grams, ...added } = product;
    const { rows } = await tx.query<{ id: number }>(
      `insert into products (key, species, sativa, indica, thc, cbd, genetics, smell, flavor, description)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        key,
        product.species,
        product.sativa,
        product.indica,
        product.thc,
        product.cbd,
        product.genetics,
        product.smell,
        product.flavor,
        product.description,
      ],
    );
    const id = rows[0]?.id as number;
    await tx.query('insert into stock (product_id, price, available, grams) values ($1, $2, $3, $4)', [
      id,
      product.price,
      product.available,
      grams,
    ]);
    await append(
      tx,
      `catalogue-${key}`,
      0,
      [{ type: 'ProductAdded', payload: { productId: id, key, ...added } }],
      SEED_ACTOR,
    );
    await append(
      tx,
      `product-${id}`,
      0,
      [{ type: 'StockReceived', payload: { productId: id, grams, source: 'seed' } }],
      SEED_ACTOR,
    );
  }
}

/**
 * The tests' fixture on an empty database: the nine products with their stock, the demo accounts
 * and a handful of members. Does nothing on a database that already holds data.
 */
export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  const hashes = await Promise.all(
    seedMembers.map((member) => hashPassword(member.password ?? randomBytes(18).toString('base64url'))),
  );
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return { seeded: false };
    await insertHostedUsers(tx, hostedDemoUsers);
    await insertMembers(tx, seedMembers, hashes);
    await insertCatalogue(tx);
    return { seeded: true };
  });
}
