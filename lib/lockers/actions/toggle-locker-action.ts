'use server';
// POST /locker/{id}/toggle-enable {enabled} – answers the state the server stored, so the switch shows only
// what the server confirmed (docs/domain/bookings.md); a failure comes back as the docs/domain/errors.md message.
import { revalidatePath } from 'next/cache';
import { toggleLockerReply } from '@/contract/lockers';
import { failure, isRecordId, refusedInput, type ActionResult } from '../../actions/action-result';
import { getTextTranslator } from '../../i18n/server-texts';
import { authedRequest, requirePermission } from '../../session';

export async function toggleLockerAction(id: number, enabled: boolean): Promise<ActionResult<{ enabled: boolean }>> {
  if (!isRecordId(id) || typeof enabled !== 'boolean') return refusedInput();
  await requirePermission('location-enable');
  try {
    const reply = await authedRequest(`/locker/${id}/toggle-enable`, { method: 'POST', body: { enabled }, schema: toggleLockerReply });
    revalidatePath('/', 'layout');
    return { ok: true, message: (await getTextTranslator())(reply.message), data: { enabled: reply.data.locker_enabled } };
  } catch (error) {
    return failure(error);
  }
}
