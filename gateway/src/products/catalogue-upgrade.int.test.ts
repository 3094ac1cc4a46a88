import { type Database, openDatabase } from '@club/db/connection';
import { verifyChain } from '@club/db/event-chain/verify-chain';
import { append, readStream } from '@club/db/event-store';
import { migrate } from '@club/db/migrate';
import { openTestDatabase } from '@club/db/test-support/test-database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayReadModels } from '../replay/public.ts';

// A club whose catalogue was written before products were events (rows inserted by the seed, only
// ProductListed and the stock's own events in the log), migrated as a new release's start-up
// does: each product gets its ProductAdded, and replay rebuilds the products it has. On PGlite,
// and with DATABASE_URL on PostgreSQL (a schema of its own).

const postgresUrl = process.env.DATABASE_URL || undefined;
/** The last migration of the release before products were events. */
const PREVIOUS_RELEASE = 1763970000000;

let db: Database;
let migrateAll: () => Promise<unknown>;
let close: () => Promise<void>;

beforeEach(async () => {
  if (postgresUrl) {
    const test = await openTestDatabase();
    const schema = `${(await test.query<{ s: string }>('select current_schema() as s')).rows[0]?.s}_old`;
    await test.exec(`create schema ${schema}`);
    const old = await openDatabase({ databaseUrl: postgresUrl, schema, maxConnections: 2 });
    await migrate(old, { schema, upTo: PREVIOUS_RELEASE });
    db = old;
    migrateAll = () => migrate(old, { schema });
    close = async () => {
      await old.close();
      await test.exec(`drop schema ${schema} cascade`);
      await test.close();
    };
  } else {
    const old = await openDatabase();
    await migrate(old, { upTo: PREVIOUS_RELEASE });
    db = old;
    migrateAll = () => migrate(old);
    close = () => old.close();
  }
});
afterEach(() => close());

const OLD_CATALOGUE = [
  { key: 'ogkush', species: 'OG Kush', sativa: 25, indica: 75, thc: 20, cbd: 0.3, price: 45, grams: 700 },
  { key: 'kief', species: 'Kief', sativa: 50, indica: 50, thc: 35, cbd: 1, price: 60, grams: 30 },
];

/** As the previous release's seed and stock screen wrote it. */
async function writeOldCatalogue(): Promise<void> {
  await db.transaction(async (tx) => {
    for (const product of OLD_CATALOGUE) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into products (key, species, sativa, indica, thc, cbd, genetics, smell, flavor, description)
         values ($1, $2, $3, $4, $5, $6, 'Genética', 'Aroma', 'Sabor', 'Descripción') returning id`,
        [product.key, product.species, product.sativa, product.indica, product.thc, product.cbd],
      );
      const id = Number(rows[0]?.id);
      await tx.query('insert into stock (product_id, price, available, grams) values ($1, $2, true, $3)', [
        id,
        product.price,
        product.grams,
      ]);
      await append(
        tx,
        `product-${id}`,
        0,
        [
          {
            type: 'ProductListed',
            payload: {
              productId: id,
              key: product.key,
              species: product.species,
              price: product.price,
              available: true,
            },
          },
          { type: 'StockReceived', payload: { productId: id, grams: product.grams, source: 'seed' } },
        ],
        'seed',
      );
    }
    // The admin's later price change: ProductAdded must carry the price as it stands.
    await tx.query('update stock set price = 52, available = false where product_id = 1');
    await append(
      tx,
      'product-1',
      2,
      [
        {
          type: 'StockEdited',
          payload: { productId: 1, oldPrice: 45, newPrice: 52, oldAvailable: true, newAvailable: false },
        },
      ],
      'member-1',
    );
  });
}

describe(`a catalogue written before products were events (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gets each product its ProductAdded as it stands, chained, and replays to the same products and stock', async () => {
    await writeOldCatalogue();
    await migrateAll();

    const ogKush = await readStream(db, 'catalogue-ogkush');
    expect(ogKush.map((event) => [event.type, event.version, event.actor])).toEqual([
      ['ProductAdded', 1, 'seed'],
    ]);
    expect(ogKush[0]?.payload).toEqual({
      productId: 1,
      key: 'ogkush',
      species: 'OG Kush',
      sativa: 25,
      indica: 75,
      thc: 20,
      cbd: 0.3,
      genetics: 'Genética',
      smell: 'Aroma',
      flavor: 'Sabor',
      description: 'Descripción',
      price: 52,
      available: false,
    });
    expect((await readStream(db, 'catalogue-kief')).map((event) => event.type)).toEqual(['ProductAdded']);
    expect(await verifyChain(db)).toMatchObject({ kind: 'intact', events: 7 });

    const report = await replayReadModels(db);
    const tables = Object.fromEntries(report.tables.map((table) => [table.table, table]));
    expect(tables.products).toMatchObject({ liveRows: 2, rebuiltRows: 2, equal: true });
    expect(tables.stock).toMatchObject({ liveRows: 2, rebuiltRows: 2, equal: true });
    expect(report.equal).toBe(true);
  });

  it('appends nothing on an empty database', async () => {
    await migrateAll();
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from events');
    expect(rows[0]?.n).toBe(0);
  });
});
