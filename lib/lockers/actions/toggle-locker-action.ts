'use server';
// POST /locker/{id}/toggle-enable {enabled} – answers the state the server stored, so the switch shows only
// what the server confirmed (docs/domain/bookings.md); a failure comes back as the docs/domain/errors.md message.
import { toggleLockerReply } from '@/contract/lockers';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const toggleLockerAction = defineAction({
  access: ['location-enable'],
  args: (id: unknown, enabled: unknown) => (isRecordId(id) && typeof enabled === 'boolean' ? { id, enabled } : undefined),
  call: ({ id, enabled }) => authedRequest(`/locker/${id}/toggle-enable`, { method: 'POST', body: { enabled }, schema: toggleLockerReply }),
  success: (reply) => reply.message,
  data: (reply) => ({ enabled: reply.data.locker_enabled }),
  changes: ['lockers', 'bookings'],
});
