/**
 * The logged-in routes: every route of the registry but the public ones (./AppRoutes), once.
 * Loaded lazily, with the shell (layouts, menu, header), the light module list (./modules: the
 * modules' heads; the full manifests load with the first screen that needs them, before it
 * renders) and the route registry. Catalogue screens that are built are listed in `./screens` (which the menu reads too,
 * to mark what is not built yet); the rest show "Belum tersedia". Doctype routes get the generic
 * list and form screens. Unknown paths go to /home. Each screen group is its own lazily loaded chunk.
 */
import { lazy } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { Navigate, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@niaga/ui/api';
import { getSession, onSessionChange } from '@niaga/ui/session';
import { AppLayout } from '../shell/AppLayout';
import { StartingLayout } from '../shell/StartingLayout';
import { RequireNotStarted, RequireStarted, STARTINGDB_PATH } from '../shell/Guard';
import { routes, type RouteDef } from './registry';
import { screens } from './screens';
import { modulesReady } from './modules';
import { usePageTitle } from '../shell/usePageTitle';

// The generic list, form, document form and report screens, with the modules' declarations they
// are driven by (./generic.tsx): loaded when one is first opened.
const Generic = lazy(() => Promise.all([import('./generic'), modulesReady()]).then(([m]) => m));
const NotAvailable = lazy(() => import('../screens/NotAvailable'));

// Dates in Indonesian (month and day names, the date pickers): set before any logged-in screen
// renders; the public screens show no date.
dayjs.locale('id');

// The server state of the logged-in screens (the public ones use none).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused request (access denied, not found, invalid) will not succeed by retrying.
      retry: (failures, error) => !(error instanceof ApiError && error.num > 0) && failures < 1,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

// Server state belongs to one session: forget it when the person logs out or the session is lost.
onSessionChange(() => {
  if (getSession().status === 'out') queryClient.clear();
});

function element(r: RouteDef) {
  // A bespoke screen wins over the generic one of a doctype route (users, access groups).
  const Bespoke = screens[r.path];
  if (Bespoke) return <Bespoke />;
  if (r.report || (r.doctype && (r.kind === 'list' || r.kind === 'add' || r.kind === 'edit'))) return <Generic key={r.path} route={r} />;
  return <NotAvailable title={r.title} />;
}

const privateRoutes = routes.filter((r) => !r.public && r.path !== STARTINGDB_PATH);
const startingRoute = routes.find((r) => r.path === STARTINGDB_PATH)!;

/** Keeps the document title in step with the route, on every logged-in screen. */
function TitleSync() {
  usePageTitle();
  return null;
}

export default function PrivateRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <TitleSync />
      <Routes>
        <Route element={<RequireNotStarted />}>
          <Route element={<StartingLayout />}>
            <Route path={STARTINGDB_PATH} element={element(startingRoute)} />
          </Route>
        </Route>
        <Route element={<RequireStarted />}>
          <Route element={<AppLayout />}>
            {privateRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={element(r)} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
