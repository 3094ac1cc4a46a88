// The back arrow shows on every screen below the top level: product detail, cart, confirmation
// and every admin screen but the admin home.

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function showsBackArrow(pathname: string): boolean {
  const path = normalise(pathname);
  return (
    /^\/products\/[^/]+/.test(path) ||
    path === '/cart' ||
    path === '/confirmation' ||
    /^\/admin\/.+/.test(path)
  );
}

/** Where the arrow leads when there is no earlier page of this app in the history (a deep link). */
export function parentOf(pathname: string): string {
  const path = normalise(pathname);
  if (path.startsWith('/admin/')) return '/admin';
  if (path.startsWith('/products/')) return '/carta';
  return '/';
}
