/**
 * What the engine is given (dependency injection): the adapter of each marketplace and the access
 * to a connected shop (`AccessFor`, which refreshes tokens). The server provides them at start
 * (the Shopee adapter and the token store: issue 37, "shopee"); tests provide a recording adapter.
 */
import type { Database } from '@niaga/kernel/server';
import type { AccessFor, MarketplaceAdapter } from '../adapter';
import type { Marketplace } from '../shops';
import { SUPPORTED, adapterFor } from '../adapters';
import { shopeeConfigFromEnv } from '../shopee/shopee';
import { lazadaConfigFromEnv } from '../lazada/lazada';
import { tiktokConfigFromEnv } from '../tiktok/tiktok';
import { accessFor } from '../connect';

/**
 * The access to the shops of one company (its schema): connect.ts `accessFor(db, schema)` on a
 * server. The worker, the acts and the order pulls each ask it for the company they work on.
 */
export type AccessOf = (db: Database, schema: string) => AccessFor;

export interface EngineDeps {
  /** The adapter of a marketplace, or null when none is configured. */
  adapter(marketplace: Marketplace | string): MarketplaceAdapter | null;
  accessFor: AccessOf;
}

let provided: EngineDeps | null = null;

/** Sets what the acts and the worker use (the server at start; a test before its calls). Returns the previous. */
export function provideMarketplace(deps: EngineDeps | null): EngineDeps | null {
  const before = provided;
  provided = deps;
  return before;
}

/** What was provided; null: no marketplace is configured on this server. */
export const engineDeps = (): EngineDeps | null => provided;

/** Deps from a list of adapters. */
export function depsOf(adapters: MarketplaceAdapter[], access: AccessOf = accessFor): EngineDeps {
  const by = new Map<string, MarketplaceAdapter>(adapters.map((a) => [a.marketplace, a]));
  return { adapter: (m) => by.get(m) ?? null, accessFor: access };
}

/** Whether a marketplace's adapter has what it needs in the environment (Shopee: partner id and key). */
export function configuredFromEnv(m: Marketplace, env: Record<string, string | undefined> = process.env): boolean {
  if (m === 'Shopee') {
    const c = shopeeConfigFromEnv(env);
    return !!c.partnerId && !!c.partnerKey;
  }
  if (m === 'Lazada') {
    const c = lazadaConfigFromEnv(env);
    return !!c.appKey && !!c.appSecret;
  }
  if (m === 'TiktokShop') {
    const c = tiktokConfigFromEnv(env);
    return !!c.appKey && !!c.appSecret;
  }
  return false;
}

/**
 * What a server provides at start: the adapters of adapters.ts whose configuration is in the
 * environment (an unconfigured one is skipped) and each company's token store (connect.ts
 * `accessFor(db, schema)`); null when no marketplace is configured.
 */
export function marketplaceFromEnv(env: Record<string, string | undefined> = process.env): EngineDeps | null {
  const adapters = SUPPORTED.filter((m) => configuredFromEnv(m, env)).map((m) => adapterFor(m));
  return adapters.length ? depsOf(adapters, accessFor) : null;
}
