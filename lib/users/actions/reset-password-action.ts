'use server';
// POST /user/{id}/password_reset – a new password is e-mailed and the user's sessions end.
import { accountMailReply } from '@/contract/users';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function resetPasswordAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['user-edit'],
    revalidate: '/usuarios/correos',
    call: () => authedRequest(`/user/${id}/password_reset`, { method: 'POST', schema: accountMailReply }),
    message: (reply) => reply.message,
  });
}
