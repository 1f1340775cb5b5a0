'use server';
// POST /user/{id}/credentials – a new password and code are e-mailed (asked first in the UI).
import { accountMailReply } from '@/contract/users';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const regenerateCredentialsAction = defineAction({
  access: ['user-edit'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/user/${id}/credentials`, { method: 'POST', schema: accountMailReply }),
  success: (reply) => reply.message,
  changes: ['users'],
});
