'use server';
// POST /user/{id}/code_reset – a new user code is e-mailed.
import { accountMailReply } from '@/contract/users';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const resetCodeAction = defineAction({
  access: ['user-edit'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/user/${id}/code_reset`, { method: 'POST', schema: accountMailReply }),
  success: (reply) => reply.message,
  changes: ['users'],
});
