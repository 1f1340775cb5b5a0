'use server';
// DELETE /user/team/{id} – a team user or a resident, asked first in the UI; never oneself (the backend refuses).
import { accountMailReply } from '@/contract/users';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const deleteUserAction = defineAction({
  access: ['user-delete'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/user/team/${id}`, { method: 'DELETE', schema: accountMailReply }),
  success: (reply) => reply.message,
  changes: ['users'],
});
