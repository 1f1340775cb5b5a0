// How the account forms (settings, registration, password reset) word a refused call: the 422's field errors on
// their fields, else the server's own message, else "No se pudo guardar el cambio.".
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import type { ActionResult } from '../actions/action-result';
import type { ApiError } from '../api-errors';

export async function accountFailed(error: ApiError): Promise<ActionResult<never>> {
  return { ok: false, message: error.messages[0] ?? (await getTranslations('account'))('failed'), fieldErrors: error.fieldErrors };
}
