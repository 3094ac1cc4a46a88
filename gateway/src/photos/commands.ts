import type { Database, Sql } from '@club/db/connection';
import { streamVersion } from '@club/db/event-store';
import { memberActor } from '../kernel/commands/actors.ts';
import { type Command, runCommand } from '../kernel/commands/pipeline.ts';
import type { Refusal } from '../kernel/refusals/refusal-table.ts';
import { type PhotosState, removeProductPhotoDecider, setProductPhotoDecider } from './decide.ts';
import {
  type ProductPhoto,
  type ProductPhotoRemovedEvent,
  type ProductPhotoSetEvent,
  productPhotoStream,
} from './events.ts';
import { currentPhotoHash, productExists } from './queries.ts';

// Setting and removing a product's photo on the one write path: the product and its current photo
// read (the `products` and `product_photos` tables) with the photo stream's version, the pure
// decision, the event appended with that version; the registered projection writes the row.
// The files are stored before (routes.ts): named by their content, a refused command leaves at
// most files nothing names.

export type PhotoOutcome =
  | { ok: true; changed: boolean; photo: ProductPhoto | null }
  | { ok: false; error: Refusal };

async function loadPhotoState(tx: Sql, productKey: string) {
  const stream = productPhotoStream(productKey);
  const [known, hash, version] = await Promise.all([
    productExists(tx, productKey),
    currentPhotoHash(tx, productKey),
    streamVersion(tx, stream),
  ]);
  const state: PhotosState = {
    products: new Set(known ? [productKey] : []),
    photos: new Map(hash === null ? [] : [[productKey, hash]]),
  };
  return { state, stream, version };
}

async function run<E extends ProductPhotoSetEvent | ProductPhotoRemovedEvent>(
  db: Database,
  command: Command<PhotosState, E, boolean>,
  photo: ProductPhoto | null,
): Promise<PhotoOutcome> {
  const outcome = await runCommand(db, command);
  return outcome.ok ? { ok: true, changed: outcome.value, photo } : outcome;
}

/** The admin `adminId` sets `photo` (made by photo-variants.ts, its files stored) as the product's. */
export function setProductPhoto(
  db: Database,
  adminId: number,
  productKey: string,
  photo: ProductPhoto,
): Promise<PhotoOutcome> {
  return run(
    db,
    {
      actor: memberActor(adminId),
      load: (tx) => loadPhotoState(tx, productKey),
      decide: (state) => setProductPhotoDecider.decide({ productKey, photo }, state),
      project: async (_tx, events) => events.length > 0,
    },
    photo,
  );
}

/** The admin `adminId` takes the product's photo off: the carta shows its illustration again. */
export function removeProductPhoto(db: Database, adminId: number, productKey: string): Promise<PhotoOutcome> {
  return run(
    db,
    {
      actor: memberActor(adminId),
      load: (tx) => loadPhotoState(tx, productKey),
      decide: (state) => removeProductPhotoDecider.decide({ productKey }, state),
      project: async (_tx, events) => events.length > 0,
    },
    null,
  );
}
