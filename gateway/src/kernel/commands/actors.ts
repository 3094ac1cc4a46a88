// Who appended an event: `member-<id>` of the person who asked (a member placing an order, an admin
// changing a record), or `seed` for the demo club written at first start.

/** The actor of a member's or an admin's command. */
export function memberActor(memberId: number): string {
  return `member-${memberId}`;
}
