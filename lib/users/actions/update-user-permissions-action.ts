'use server';
// PUT /user/{id}/permissions – replaces the list ("Se actualizaron los permisos"); the backend refuses granting
// what the editor does not hold and removing one's own permissions-edit.
import { permissionsBody, permissionsUpdatedReply } from '@/contract/users';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function updateUserPermissionsAction(id: number, permissions: string[]) {
  if (!isRecordId(id)) return refusedInput();
  return runFormAction(permissionsBody, { permissions }, {
    permissions: ['permissions-edit'],
    revalidate: '/usuarios',
    call: (body) => authedRequest(`/user/${id}/permissions`, { method: 'PUT', body, schema: permissionsUpdatedReply }),
    message: (reply) => reply.message,
  });
}
