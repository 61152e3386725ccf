import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import idID from 'antd/locale/id_ID';
import { ApiError } from '@niaga/ui/api';
import { restoreSession } from '@niaga/ui/session';
import { AppRoutes } from './routes/AppRoutes';
import { isChunkLoadError } from './shell/chunkError';

// A screen's chunk that no longer exists (Niaga was updated while this page was open): load the
// new client instead of a blank screen — once a minute at most, so a server that lost its files
// does not make the page reload without end. Anything else (a row action's refusal travels the
// same event) is left to its caller, which shows the message.
window.addEventListener('vite:preloadError', (e) => {
  if (!isChunkLoadError((e as Event & { payload?: unknown }).payload)) return;
  const last = Number(sessionStorage.getItem('niaga-muat-ulang') ?? 0);
  if (Date.now() - last < 60_000) return;
  e.preventDefault();
  sessionStorage.setItem('niaga-muat-ulang', String(Date.now()));
  window.location.reload();
});

/**
 * A server's refusal or a lost connection (ApiError, from `callOk`) that a screen left uncaught is
 * told to the person as a message, not left as an uncaught error of the page. The message is the
 * app's (App.useApp), not antd's static one, which the first bundle would carry for this only.
 */
function UncaughtApiErrors() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    const onRejection = (e: PromiseRejectionEvent) => {
      if (!(e.reason instanceof ApiError)) return;
      e.preventDefault();
      void message.error(e.reason.message);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [message]);
  return null;
}

void restoreSession();

// A data router, so that a form with unsaved changes can hold a navigation and ask first
// (useBlocker, see shell/useUnsaved); the routes themselves stay declared in AppRoutes (the
// public ones) and PrivateRoutes (every logged-in one, with the query client: loaded after login).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={idID} theme={{ token: { colorPrimary: '#1f6f5c', borderRadius: 6 } }}>
      <AntApp>
        <UncaughtApiErrors />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
