// Calling a server action from the browser. A request that fails (the connection drops, or "Server Action not
// found" after a deploy) rejects the action's promise; uncaught, a form's spinner stops with no message, or React
// hands the error to the error boundary and everything typed is lost. Here it becomes the refusal the actions
// answer themselves, with the caller's text (the catalogue's errors.unexpected, "Error inesperado!").
import { unstable_rethrow } from 'next/navigation';
import { useActionState } from 'react';
import type { ActionResult } from './action-result';

async function settle<R, F>(call: () => Promise<R>, failed: () => F): Promise<R | F> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (a redirect the action asked for) still go to the router.
    return failed();
  }
}

/** The action's answer, or `{ ok: false, message }` when the request failed. */
export function callAction<R>(call: () => Promise<R>, message: string): Promise<R | ActionResult<never>> {
  return settle(call, () => ({ ok: false, message }));
}

/**
 * useActionState for a form posted to a server action: a failed request becomes `failed(previous, form)` (the
 * message and what was typed, so the refilled form keeps it). The server render keeps the action itself, so the
 * form still posts without JavaScript. `answered`, in the browser only, sees each answer before it becomes the state
 * (a form whose outcome is a toast shows it there).
 */
export function useActionStateSafely<S extends object>(
  action: (previous: S, form: FormData) => Promise<S>,
  initial: S,
  failed: (previous: S, form: FormData) => S,
  answered: (state: S) => S = (state) => state,
) {
  const safe =
    typeof window === 'undefined'
      ? action
      : async (previous: S, form: FormData) => answered(await settle(() => action(previous, form), () => failed(previous, form)));
  return useActionState<S, FormData>(safe, initial as Awaited<S>);
}
