// The key under which the browser keeps the signed-in member's token (local storage), shared by
// the shell, the remotes and the order mail that links back with it.
export const AUTH_TOKEN_KEY = 'auth_token';
