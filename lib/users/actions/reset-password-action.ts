'use server';
// POST /user/{id}/password_reset – a new password is e-mailed and the user's sessions end.
import { accountMailReply } from '@/contract/users';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const resetPasswordAction = defineAction({
  access: ['user-edit'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/user/${id}/password_reset`, { method: 'POST', schema: accountMailReply }),
  success: (reply) => reply.message,
  changes: ['users'],
});
