'use server';
// POST /user/{id}/credentials – a new password and code are e-mailed (asked first in the UI).
import { accountMailReply } from '@/contract/users';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function regenerateCredentialsAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['user-edit'],
    revalidate: '/usuarios/correos',
    call: () => authedRequest(`/user/${id}/credentials`, { method: 'POST', schema: accountMailReply }),
    message: (reply) => reply.message,
  });
}
