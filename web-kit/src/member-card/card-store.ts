// The member card kept on this browser, so Mi carnet still shows codes with no network for the
// day (decision 052). Only the signed-in member's own browser gets it (the gateway answers myCard
// to that member alone), and signing out on this browser removes it with the session.

const CARD_KEY = 'club_member_card';

export interface StoredCard {
  memberId: number;
  name: string;
  lastName: string;
  secret: string;
  /** The member's photo as a data URL (kept for the offline card too), or null. */
  photo?: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveCard(card: StoredCard): void {
  storage()?.setItem(CARD_KEY, JSON.stringify(card));
}

export function readCard(): StoredCard | null {
  const raw = storage()?.getItem(CARD_KEY);
  if (!raw) return null;
  try {
    const card = JSON.parse(raw) as Partial<StoredCard>;
    return typeof card.memberId === 'number' && typeof card.secret === 'string'
      ? {
          memberId: card.memberId,
          name: card.name ?? '',
          lastName: card.lastName ?? '',
          secret: card.secret,
          photo: typeof card.photo === 'string' ? card.photo : null,
        }
      : null;
  } catch {
    return null;
  }
}

export function clearCard(): void {
  storage()?.removeItem(CARD_KEY);
}
