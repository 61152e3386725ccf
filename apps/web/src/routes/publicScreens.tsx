/**
 * The screens reachable without a session (spec §2.2): login, forgot and change password. They
 * are the only routes of the first bundle (issue 36: the login page loads the login form, the act
 * client and the session, nothing more); everything behind the login — the shell, the menu, the
 * module manifests, the generic screens — loads with `PrivateRoutes` once a logged-in route is
 * opened. The login form itself is not lazy, so that nothing typed right after the page loads is
 * lost (issue 18). Paths and titles are the admin manifest's (publicScreens.test.ts checks them
 * against the registry), listed here so that the first bundle holds no manifest.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LoginScreen from '../screens/LoginScreen';

export interface PublicScreen {
  path: string;
  title: string;
  Screen: ComponentType | LazyExoticComponent<ComponentType>;
}

export const publicScreens: PublicScreen[] = [
  { path: '/login-form', title: 'Login', Screen: LoginScreen },
  { path: '/lupapw-form', title: 'Lupa Password', Screen: lazy(() => import('../screens/LupaPwScreen')) },
  { path: '/gantipw-form', title: 'Ganti Password', Screen: lazy(() => import('../screens/GantiPwScreen')) },
];
