/**
 * The client's configuration in one place: names, external addresses, multi-server mode.
 *
 * Defaults below; a build may override them with Vite variables (VITE_NIAGA_MULTI_SERVER=0,
 * VITE_NIAGA_ROUTING_URL, VITE_NIAGA_BILLING_URL, …) and a deployment at run time by defining
 * `window.__NIAGA_CONFIG__ = {…}` in a script file (e.g. /niaga-config.js in dist/) loaded before
 * the app in index.html; the server's Content-Security-Policy refuses inline scripts (the e2e suite
 * does the same with an init script).
 */
import { PRINTER_SERVICE_URL } from '@niaga/core/printer-client';
import { APP_VERSION } from './api';

export interface NiagaConfig {
  /** App title of the alerts, the logout question and the layouts. */
  appTitle: string;
  /** Version title of the footer "© {version title} - {company name}". */
  versionTitle: string;
  /** Multi-server mode: the company id is looked up at the routing service before login. */
  multiServer: boolean;
  /** Origin of the routing service (empty: this server, which answers for its own companies). */
  routingUrl: string;
  /** Billing site: registration of a new account ("Buat akun baru") and its home. */
  billingUrl: string;
  billingRegisterUrl: string;
  /** User guide, served by Niaga itself. */
  guideUrl: string;
  videoTutorialUrl: string;
  privacyUrl: string;
  contactUrl: string;
  pricingUrl: string;
  /** The local POS printer service on the cashier's machine (/miniprinter, receipts). */
  printerServiceUrl: string;
}

const env = import.meta.env as Record<string, string | undefined>;
const fromEnv = (name: string): string | undefined => (env[`VITE_NIAGA_${name}`] || undefined);

const defaults: NiagaConfig = {
  appTitle: 'Niaga',
  versionTitle: `Niaga ${APP_VERSION}`,
  // On by default (spec §9): every server answers `getserver` for its own companies, so the lookup
  // always has an answer; VITE_NIAGA_MULTI_SERVER=0 (or the run-time config) turns it off.
  multiServer: fromEnv('MULTI_SERVER') !== '0',
  routingUrl: fromEnv('ROUTING_URL') ?? '',
  billingUrl: fromEnv('BILLING_URL') ?? 'https://billing.niaga.id',
  billingRegisterUrl: fromEnv('BILLING_REGISTER_URL') ?? 'https://billing.niaga.id/daftar',
  guideUrl: '/panduan.html',
  videoTutorialUrl: fromEnv('VIDEO_URL') ?? 'https://www.youtube.com/@niaga-id/playlists',
  privacyUrl: fromEnv('PRIVACY_URL') ?? 'https://niaga.id/kebijakan-privasi',
  contactUrl: fromEnv('CONTACT_URL') ?? 'https://niaga.id/kontak',
  pricingUrl: fromEnv('PRICING_URL') ?? 'https://niaga.id/harga',
  printerServiceUrl: fromEnv('PRINTER_URL') ?? PRINTER_SERVICE_URL,
};

declare global {
  interface Window {
    __NIAGA_CONFIG__?: Partial<NiagaConfig>;
  }
}

const runtime: Partial<NiagaConfig> = typeof window !== 'undefined' && window.__NIAGA_CONFIG__ ? window.__NIAGA_CONFIG__ : {};

export const config: NiagaConfig = { ...defaults, ...runtime };
