/**
 * One value per process. The portal's server (server/index.ts) and its React Router build each
 * load their own copy of `server/` modules, so a module-level value would exist twice; anything
 * that holds state or a connection (the state store, the rate limiters) is created once here.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`portal.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  return (slots[key] ??= create());
}
