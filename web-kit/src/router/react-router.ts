// What the shell and the remotes get when they import 'react-router' in a production build: one
// shared instance of just these APIs (declarative routing). A shared module is not tree-shaken,
// and the whole library is ~60 KB gzip of first view; this subset is ~12 KB.
// A build that imports anything missing here fails ("export ... was not found"): add it here.
// Tests (vitest) do not go through this file; they use the whole library.
export {
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@club/react-router-full';
