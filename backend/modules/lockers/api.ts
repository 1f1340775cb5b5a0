// Registry entries of the locker routes (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { lockerDoorGridReply, toggleLockerBody, toggleLockerReply } from '@/contract/lockers';

const tag = 'Lockers';

export const lockerApi = {
  toggle: apiRoute({
    method: 'post', path: '/locker/{id}/toggle-enable', tag, body: toggleLockerBody, reply: toggleLockerReply,
    summary: 'Enable or disable one of the tenant’s lockers (no `enabled`: flip); answers the stored state (location-enable).',
  }),
  doors: apiRoute({
    method: 'get', path: '/location/{id}/doors', tag, reply: lockerDoorGridReply,
    summary: 'The locker’s doors: number, size and state free/reserved/occupied/disabled (location-enable or booking-show).',
  }),
};
