import { openTestDatabase, type TestDatabase } from '@club/db/test-support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyRegistryChanged } from './accepted-documents.ts';
import { documentId, schemaFromSdl } from './fit.ts';
import { registerOperations, retireVersion } from './registry.ts';
import { builtInOperations, checkOperations, registeredForCheck } from './schema-check.ts';

// The core of `npm run schema:check`: a registry holding an operation of a remote, checked against
// a schema that keeps its field and one that dropped it.

const TODAY = schemaFromSdl(
  'type Query { products: [Product!]! }\ntype Product { id: ID! thc: Float price: Int }',
);
const WITHOUT_THC = schemaFromSdl(
  'type Query { products: [Product!]! }\ntype Product { id: ID! price: Int }',
);

const CARTA = 'query CartaConThc { products { id thc } }';
const PRICES = 'query Precios { products { id price } }';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  const operations = new Map([CARTA].map((text) => [documentId(text), text]));
  await registerOperations(db, 'mf-storefront', '4.2.0', operations, notifyRegistryChanged);
});
afterAll(async () => {
  await db?.close();
});

describe('schema:check', () => {
  it('passes while the schema still has every field the active operations use', async () => {
    const operations = [
      ...builtInOperations(new Map([[documentId(PRICES), PRICES]])),
      ...(await registeredForCheck(db)),
    ];
    const report = checkOperations(TODAY, operations);
    expect(report.broken).toEqual([]);
    expect(report.lines).toEqual([
      'El esquema sirve a las 2 operaciones (lista incluida y 1 versiones registradas activas).',
    ]);
  });

  it('names the operation, remote and version a removed field breaks', async () => {
    const report = checkOperations(WITHOUT_THC, await registeredForCheck(db));
    expect(report.broken.map((b) => [b.remote, b.version, b.id])).toEqual([
      ['mf-storefront', '4.2.0', documentId(CARTA)],
    ]);
    expect(report.lines[0]).toBe(
      `ROMPE CartaConThc (remoto mf-storefront, versión 4.2.0, ${documentId(CARTA).slice(0, 19)}…): El campo "thc" no existe en el tipo "Product".`,
    );
    expect(report.lines.at(-1)).toBe('El esquema rompe 1 de 1 operaciones: no lo despliegues así.');
  });

  it('a retired version no longer holds the schema back; the committed list always does', async () => {
    await retireVersion(db, 'mf-storefront', '4.2.0');
    expect(checkOperations(WITHOUT_THC, await registeredForCheck(db)).broken).toEqual([]);
    const builtIn = builtInOperations(new Map([[documentId(CARTA), CARTA]]));
    expect(checkOperations(WITHOUT_THC, builtIn).lines[0]).toMatch(/^ROMPE CartaConThc \(lista incluida,/);
  });
});
