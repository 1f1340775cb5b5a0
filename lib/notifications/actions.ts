'use server';
// PUT /notifications/{id}/read and /notifications/read-all {ids}, from the bell. Only the caller's own change.
import { readAllReply } from '@/contract/notifications';
import { failure, isRecordId, refusedInput, type ActionResult } from '../actions/action-result';
import { authedRequest, getCurrentUser } from '../session';

export async function markNotificationReadAction(id: number): Promise<ActionResult> {
  if (!isRecordId(id)) return refusedInput();
  await getCurrentUser();
  try {
    await authedRequest(`/notifications/${id}/read`, { method: 'PUT' });
    return { ok: true, message: '' };
  } catch (error) {
    return failure(error);
  }
}

export async function markAllNotificationsReadAction(ids: number[]): Promise<ActionResult> {
  if (!Array.isArray(ids) || ids.length > 1000 || !ids.every(isRecordId)) return refusedInput();
  await getCurrentUser();
  try {
    await authedRequest('/notifications/read-all', { method: 'PUT', body: { ids }, schema: readAllReply });
    return { ok: true, message: '' };
  } catch (error) {
    return failure(error);
  }
}
