// Where the process-wide backend lives (backend/runtime.ts starts it): globalThis, because Next bundles the proxy,
// instrumentation and route handlers separately and only globalThis is shared between them. The proxy reads it
// from here without loading the backend's code into its own bundle.
import type { BackendBindings } from './middleware/auth';

export interface Backend {
  fetch: (request: Request, bindings?: BackendBindings) => Promise<Response>;
  /** What a page rendered for this bearer token depends on (modules/render-version); null: no live session. */
  renderVersion: (token: string) => Promise<string | null>;
  /** Database reachable and fully migrated (GET /readyz; backend/ops/readiness.ts). */
  databaseReady: () => Promise<boolean>;
  /** Demo accounts can sign in and the server listens beyond loopback: pages show a banner (ops/demo-exposure.ts). */
  demoExposed: () => Promise<boolean>;
}

export const backendKey = Symbol.for('locker-backoffice.backend');
export type BackendHolder = { [backendKey]?: Promise<Backend> };

/** The backend if this process has started it; undefined before (or with an external API). */
export function startedBackend(): Promise<Backend> | undefined {
  return (globalThis as BackendHolder)[backendKey];
}
