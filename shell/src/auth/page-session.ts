// The page server draws the carta for a signed-in member before the app's code arrives (decision
// 060). It cannot read localStorage, where the spec keeps the session, so signing in hands it the
// token once; it keeps it in an HttpOnly cookie that only it reads. A server without that route
// (the dev server) answers 404, and pages are then simply drawn by the app.
const PAGE_SESSION_PATH = '/page-session';

function send(init: RequestInit): void {
  fetch(PAGE_SESSION_PATH, { ...init, credentials: 'same-origin' }).catch(() => undefined);
}

export function handPageSession(token: string): void {
  send({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
}

export function dropPageSession(): void {
  send({ method: 'DELETE' });
}
