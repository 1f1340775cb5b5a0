'use server';
// POST /user/{id}/code_reset – a new user code is e-mailed.
import { accountMailReply } from '@/contract/users';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function resetCodeAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['user-edit'],
    revalidate: '/usuarios/correos',
    call: () => authedRequest(`/user/${id}/code_reset`, { method: 'POST', schema: accountMailReply }),
    message: (reply) => reply.message,
  });
}
