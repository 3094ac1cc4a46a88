// Paths the shell's own screens link to. On their own: a lazily loaded screen that imported them
// from the route table would share that module with the first view, which then carries all of
// the texts the table's module group would otherwise leave out (the first view's budget).

/** An admin's second factor: reachable by any signed-in account (the page tells members it is for admins). */
export const TWO_FACTOR_PATH = '/seguridad';
