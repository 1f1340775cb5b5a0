'use server';
// PUT /user/{id}/permissions – replaces the list ("Se actualizaron los permisos"); the backend refuses granting
// what the editor does not hold and removing one's own permissions-edit.
import { permissionsBody, permissionsUpdatedReply } from '@/contract/users';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const updateUserPermissionsAction = defineAction({
  access: ['permissions-edit'],
  args: (id: unknown, permissions: unknown) => (isRecordId(id) ? { id, input: { permissions } } : undefined),
  schema: permissionsBody,
  call: ({ id, body }) => authedRequest(`/user/${id}/permissions`, { method: 'PUT', body, schema: permissionsUpdatedReply }),
  success: (reply) => reply.message,
  changes: ['users'],
});
