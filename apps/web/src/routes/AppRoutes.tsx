/**
 * The router: every route of the registry, once. Catalogue screens that are built are listed in
 * `screens`; the rest show "Belum tersedia". Doctype routes get the generic list and form
 * screens. Unknown paths go to /home. Each screen group is its own lazily loaded chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { AuthLayout } from '../shell/AuthLayout';
import { StartingLayout } from '../shell/StartingLayout';
import { PublicOnly, RequireNotStarted, RequireSession, RequireStarted, RootRedirect, STARTINGDB_PATH } from '../shell/Guard';
import { isDocument } from '@niaga/kernel';
import { routes, type RouteDef } from './registry';
import { usePageTitle } from '../shell/usePageTitle';

const LoginScreen = lazy(() => import('../screens/LoginScreen'));
const LupaPwScreen = lazy(() => import('../screens/LupaPwScreen'));
const GantiPwScreen = lazy(() => import('../screens/GantiPwScreen'));
const StartingDbScreen = lazy(() => import('../screens/StartingDbScreen'));
const ListInfo = lazy(() => import('../screens/ListInfo'));
const InfoDetail = lazy(() => import('../screens/InfoDetail'));
const Home = lazy(() => import('../screens/Home'));
const NotAvailable = lazy(() => import('../screens/NotAvailable'));
const ListScreen = lazy(() => import('../doctype/ListScreen'));
// Users, rights and settings (issue 4): one chunk of admin screens.
const admin = (name: keyof typeof import('../screens/admin')) => lazy(() => import('../screens/admin').then((m) => ({ default: m[name] })));
const FormScreen = lazy(() => import('../doctype/FormScreen'));
// Business documents (header + lines) and the accounting screens (issue 5).
const DocumentFormScreen = lazy(() => import('../document/DocumentForm'));
const accounting = (name: keyof typeof import('../screens/accounting')) => lazy(() => import('../screens/accounting').then((m) => ({ default: m[name] })));

/** Bespoke screens of catalogue routes, by path. */
const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  '/login-form': LoginScreen,
  '/lupapw-form': LupaPwScreen,
  '/gantipw-form': GantiPwScreen,
  '/startingdb': StartingDbScreen,
  '/home': Home,
  '/listinfo': ListInfo,
  '/infodetail': InfoDetail,
  '/userad': admin('UserAdd'),
  '/usered': admin('UserEdit'),
  '/aksesuser': admin('AksesUser'),
  '/aksesuserkelompokad': admin('GroupAdd'),
  '/aksesuserkelompoked': admin('GroupEdit'),
  '/dataperusahaan': admin('DataPerusahaan'),
  '/pengaturanumum': admin('PengaturanUmum'),
  '/settingnomortrs': admin('SettingNomorTrs'),
  '/settingnomorsp': admin('SettingNomorSp'),
  '/logaktivitas': admin('LogAktivitas'),
  '/modulterbuka': admin('ModulTerbuka'),
  '/pengaturanwebsite': admin('PengaturanWebsite'),
  '/miniprinter': admin('MiniPrinter'),
  '/dataperkiraan': accounting('DataPerkiraan'),
  '/dataperkiraanad': accounting('PerkiraanAdd'),
  '/dataperkiraaned': accounting('PerkiraanEdit'),
  '/bukubesar': accounting('BukuBesar'),
  '/settingperkiraan': accounting('SettingPerkiraan'),
  '/prosestahunan': accounting('ProsesTahunan'),
};

function element(r: RouteDef) {
  // A bespoke screen wins over the generic one of a doctype route (users, access groups).
  const Bespoke = screens[r.path];
  if (Bespoke) return <Bespoke />;
  if (r.doctype && r.kind === 'list') return <ListScreen key={r.path} meta={r.doctype} />;
  if (r.doctype && isDocument(r.doctype) && (r.kind === 'add' || r.kind === 'edit')) return <DocumentFormScreen key={r.path} meta={r.doctype} mode={r.kind} />;
  if (r.doctype && (r.kind === 'add' || r.kind === 'edit')) return <FormScreen key={r.path} meta={r.doctype} mode={r.kind} />;
  return <NotAvailable title={r.title} />;
}

const publicRoutes = routes.filter((r) => r.public);
const privateRoutes = routes.filter((r) => !r.public && r.path !== STARTINGDB_PATH);
const startingRoute = routes.find((r) => r.path === STARTINGDB_PATH)!;

/** Keeps the document title in step with the route, on every screen. */
function TitleSync() {
  usePageTitle();
  return null;
}

export function AppRoutes() {
  return (
    <>
      <TitleSync />
      <Routes>
      <Route element={<PublicOnly />}>
        <Route element={<AuthLayout />}>
          {publicRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={element(r)} />
          ))}
        </Route>
      </Route>
      <Route element={<RequireSession />}>
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
      </Route>
      <Route path="/" element={<RootRedirect />} />
      <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
