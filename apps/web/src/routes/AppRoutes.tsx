/**
 * The router's first part, in the first bundle: the public screens (login, forgot and change
 * password, ./publicScreens), the root's redirect and the session guard. Every logged-in route —
 * the shell, the menu, the module manifests and their screens — is in `./PrivateRoutes`, loaded
 * lazily the first time a logged-in route is opened (issue 36: a lighter first page). A person
 * without a session opening any other path is sent to /login-form without loading it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthLayout } from '../shell/AuthLayout';
import { Loading } from '../shell/Loading';
import { PublicOnly, RequireSession, RootRedirect } from '../shell/Guard';
import { publicScreens } from './publicScreens';

const PrivateRoutes = lazy(() => import('./PrivateRoutes'));

const publicTitles = new Map(publicScreens.map((s) => [s.path, s.title]));

/** The document title of a public page (a logged-in page's title is kept by PrivateRoutes). */
function PublicTitleSync() {
  const { pathname } = useLocation();
  const title = publicTitles.get(pathname);
  useEffect(() => {
    if (title) document.title = `${title} - Niaga`;
  }, [title]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <PublicTitleSync />
      <Routes>
        <Route element={<PublicOnly />}>
          <Route element={<AuthLayout />}>
            {publicScreens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
        <Route path="/" element={<RootRedirect />} />
        <Route element={<RequireSession />}>
          <Route
            path="*"
            element={
              <Suspense fallback={<Loading large margin={64} />}>
                <PrivateRoutes />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
