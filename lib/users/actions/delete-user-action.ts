'use server';
// DELETE /user/team/{id} – a team user or a resident, asked first in the UI; never oneself (the backend refuses).
import { accountMailReply } from '@/contract/users';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function deleteUserAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['user-delete'],
    revalidate: ['/usuarios', '/residentes'],
    call: () => authedRequest(`/user/team/${id}`, { method: 'DELETE', schema: accountMailReply }),
    message: (reply) => reply.message,
  });
}
