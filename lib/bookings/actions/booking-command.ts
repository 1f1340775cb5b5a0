// The booking row's commands (POST /booking/{id}/<command>, no body): one declaration each, on defineAction.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

/** What a booking's change touches: its lists and, through debits and refunds, the tenant's credits. */
export const bookingChanges = ['bookings', 'credits'] as const;

type SuccessKey = 'resent' | 'regenerated' | 'authorized' | 'renewed' | 'confirmed' | 'orderIssued' | 'forcedOpen';

export function bookingCommand(permission: string, command: string, successKey: SuccessKey) {
  return defineAction({
    access: [permission],
    args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
    call: ({ id }) => authedRequest(`/booking/${id}/${command}`, { method: 'POST' }),
    success: async () => (await getTranslations('bookings.messages'))(successKey),
    changes: bookingChanges,
  });
}
