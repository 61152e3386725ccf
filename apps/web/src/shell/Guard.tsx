/**
 * Access guard (spec §2.1), applied to every route by AppRoutes:
 * - a logged-in user opening login, forgot or change password is sent to the root;
 * - a not-logged-in user opening any other page is sent to /login-form;
 * - a logged-in user whose database start flag is 0 is sent to /startingdb, and any other flag
 *   value sends the user away from /startingdb;
 * - the root sends a logged-in user to the page the server chose at login (`rute`: cashier
 *   /kasiradmode3 or /kasiradmode2, /terminalharga, otherwise /home).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPath, needsStartingDb, useSession } from '@niaga/ui/session';

export const LOGIN_PATH = '/login-form';
export const STARTINGDB_PATH = '/startingdb';

export { landingPath };

/** Pages that need a session. A stored session being re-validated counts as logged in. */
export function RequireSession() {
  const s = useSession();
  const location = useLocation();
  if (s.status === 'out') return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Login, forgot and change password: a logged-in person is sent to the root. */
export function PublicOnly() {
  const s = useSession();
  if (s.status !== 'out') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Every logged-in page but /startingdb: only once the database is set up. */
export function RequireStarted() {
  const s = useSession();
  if (s.status !== 'out' && needsStartingDb(s.session)) return <Navigate to={STARTINGDB_PATH} replace />;
  return <Outlet />;
}

/** /startingdb: only while the start flag is 0; otherwise to the root. */
export function RequireNotStarted() {
  const s = useSession();
  if (s.status !== 'out' && !needsStartingDb(s.session)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The root: where a logged-in person belongs. */
export function RootRedirect() {
  const s = useSession();
  if (s.status === 'out') return <Navigate to={LOGIN_PATH} replace />;
  return <Navigate to={landingPath(s.session)} replace />;
}
