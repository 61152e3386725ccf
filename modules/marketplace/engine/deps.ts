/**
 * What the engine is given (dependency injection): the adapter of each marketplace and the access
 * to a connected shop (`AccessFor`, which refreshes tokens). The server provides them at start
 * (the Shopee adapter and the token store: issue 37, "shopee"); tests provide a recording adapter.
 */
import type { AccessFor, MarketplaceAdapter } from '../adapter';
import type { Marketplace } from '../shops';

export interface EngineDeps {
  /** The adapter of a marketplace, or null when none is configured. */
  adapter(marketplace: Marketplace | string): MarketplaceAdapter | null;
  accessFor: AccessFor;
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
export function depsOf(adapters: MarketplaceAdapter[], accessFor: AccessFor): EngineDeps {
  const by = new Map<string, MarketplaceAdapter>(adapters.map((a) => [a.marketplace, a]));
  return { adapter: (m) => by.get(m) ?? null, accessFor };
}
