'use server';
// PUT /notifications/{id}/read and /notifications/read-all {ids}, from the bell. Only the caller's own change.
import { readAllReply } from '@/contract/notifications';
import { isRecordId } from '../actions/action-result';
import { defineAction } from '../actions/define-action';
import { authedRequest } from '../session';

export const markNotificationReadAction = defineAction({
  access: 'signedIn',
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/notifications/${id}/read`, { method: 'PUT' }),
  success: () => '',
});

export const markAllNotificationsReadAction = defineAction({
  access: 'signedIn',
  args: (ids: unknown) => (Array.isArray(ids) && ids.length <= 1000 && ids.every(isRecordId) ? { ids } : undefined),
  call: ({ ids }) => authedRequest('/notifications/read-all', { method: 'PUT', body: { ids }, schema: readAllReply }),
  success: () => '',
});
