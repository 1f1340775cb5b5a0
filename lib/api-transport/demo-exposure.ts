// Whether pages show the demo-exposure banner: asked of the built-in backend (backend/ops/demo-exposure.ts), which
// knows both the accounts and the address the server listens on. With an external API_BASE_URL, that backend's
// own start warns instead.
import 'server-only';
import { startedBackend } from '@/backend/runtime-handle';
import { builtInBackendEnabled } from '@/lib/api-transport/in-process';

export async function demoAccountsExposed(): Promise<boolean> {
  if (!builtInBackendEnabled()) return false;
  try {
    const backend = await startedBackend();
    return (await backend?.demoExposed()) ?? false;
  } catch {
    // A page must still render when the database is down; the start's warning stands.
    return false;
  }
}
