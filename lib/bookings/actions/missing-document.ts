// docs/domain/data-model.md needs_id: where the user's CI rules require the recipient's CI, a booking without one is
// refused on its field (creating and editing share it).
import 'server-only';
import { requiredMessage } from '@/contract/fields';
import type { ActionResult } from '../../actions/action-result';

export function missingDocument(required: boolean, client: { document?: string | null }): ActionResult<never> | undefined {
  return required && !client.document ? { ok: false, message: requiredMessage, fieldErrors: { 'client.document': requiredMessage } } : undefined;
}
