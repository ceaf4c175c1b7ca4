/**
 * The app's one router, re-exported. Module Federation shares this file as a singleton instead of
 * the whole react-router package: a shared package cannot be tree-shaken (any remote might need any
 * export), but here everything react-router exports and we do not use is dropped at build time.
 * Import routing from here, never from 'react-router' (lint enforces it): a second copy of
 * react-router has its own context and its hooks would not see the shell's router.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavLinkProps, LinkProps, NavigateFunction } from 'react-router';
