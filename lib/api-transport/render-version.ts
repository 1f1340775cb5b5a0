// The built-in backend's render version (backend/modules/render-version) for the proxy's kept pages. Read from the
// backend this process already runs, without loading the backend's code into the proxy's bundle.
import { startedBackend } from '@/backend/runtime-handle';

/** The version, null without a live session; undefined when this process runs no backend (not yet, or an external API). */
export async function builtInRenderVersion(token: string): Promise<string | null | undefined> {
  const backend = startedBackend();
  if (!backend) return undefined;
  return (await backend).renderVersion(token);
}
