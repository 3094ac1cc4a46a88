// The storefront's screens as HTML for the page server (decision 060): built for Node into
// dist/server/render.cjs, beside the remote's browser files, so each published version draws its
// own markup.
import { serverRenderOf } from '@club/web-kit/routes/server-render.tsx';
import { routes } from './routes.ts';

// The carta needs nothing but its three prefetch answers to show itself.
export const { paths, renderRoute } = serverRenderOf(routes, ['/carta']);
