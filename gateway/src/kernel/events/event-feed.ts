import type { Database } from '@club/db/connection';
import { Repeater } from '@repeaterjs/repeater';

// The log as a feed (decision 053): a subscriber reads the events past its last position, then
// waits for the database to say something was appended (NOTIFY after commit, from any replica),
// and reads again. The notification carries nothing a subscriber relies on; the log is the truth,
// so a missed or duplicated notification costs a read, never an update. Positions are drawn in
// commit order (the chain's lock, decision 028): once a reader sees position n committed, nothing
// below n can still appear, and reading `position > last` never skips an event.

/**
 * The channel the events table's trigger notifies for the log of the schema the database works in
 * (migration 1764053000000_event_notify.sql).
 */
export async function eventsChannel(db: Database): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
  return `club_events_${rows[0]?.schema ?? 'public'}`;
}

/** One event of the feed: where it is in the log, never its payload. */
export interface FedEvent {
  position: number;
  streamId: string;
  type: string;
  /** ISO 8601, UTC. */
  occurredAt: string;
}

interface FeedRow {
  position: number | string;
  stream_id: string;
  type: string;
  occurred_at: Date | string;
}

/** Events read per query; a subscriber far behind catches up in pages. */
const PAGE = 500;

interface Feed {
  wakers: Set<() => void>;
  stop?: Promise<() => Promise<void>>;
}

const feeds = new WeakMap<Database, Feed>();

function feedOf(db: Database): Feed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = { wakers: new Set() };
    feeds.set(db, feed);
  }
  return feed;
}

/** How many streams follow the log of `db` now (for /metrics, and tests of closing). */
export function followerCount(db: Database): number {
  return feeds.get(db)?.wakers.size ?? 0;
}

/** The newest position of the log (0 when empty): where a subscriber without a past starts. */
export async function headPosition(db: Database): Promise<number> {
  const { rows } = await db.query<{ position: number | null }>(
    'select max(position) as position from events',
  );
  return Number(rows[0]?.position ?? 0);
}

/**
 * Every event past `after` on the streams whose id starts with `streamPrefix`, in log order, and
 * then each one appended later, until the consumer returns (a closed connection). Any event type
 * flows: the feed does not know them.
 */
export function followEvents(db: Database, streamPrefix: string, after: number): AsyncIterable<FedEvent> {
  const feed = feedOf(db);
  return new Repeater<FedEvent>(async (push, stop) => {
    let last = after;
    let dirty = true;
    let wake: (() => void) | undefined;
    const waker = () => {
      dirty = true;
      wake?.();
    };
    feed.wakers.add(waker);
    try {
      // The first subscriber of this database starts listening; the connection stays for the rest.
      if (!feed.stop) {
        feed.stop = eventsChannel(db).then((channel) =>
          db.listen(channel, () => {
            for (const each of feed.wakers) each();
          }),
        );
        // A failed start is tried again by the next subscriber.
        feed.stop.catch(() => {
          feed.stop = undefined;
        });
      }
      await feed.stop;
      let stopped = false;
      stop.then(() => {
        stopped = true;
        wake?.();
      });
      while (!stopped) {
        if (!dirty) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        dirty = false;
        for (;;) {
          const { rows } = await db.query<FeedRow>(
            `select position, stream_id, type, occurred_at from events
              where position > $1 and starts_with(stream_id, $2)
              order by position limit ${PAGE}`,
            [last, streamPrefix],
          );
          for (const row of rows) {
            if (stopped) break;
            last = Number(row.position);
            await push({
              position: last,
              streamId: row.stream_id,
              type: row.type,
              occurredAt: new Date(row.occurred_at).toISOString(),
            });
          }
          if (rows.length < PAGE || stopped) break;
        }
      }
    } catch (error) {
      stop(error);
    } finally {
      feed.wakers.delete(waker);
    }
  });
}
