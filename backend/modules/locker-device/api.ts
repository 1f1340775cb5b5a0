// Registry entries of what a locker calls (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { messageReply } from '@/contract/account';
import { deviceReply, dropOffBody, lostCodeBody, lostCodeConfirmBody, pickupBody } from '@/contract/locker-device';

const tag = 'Locker device';
const codes = 'Wrong codes → 412 naming the field; too many at one locker → 429 for a few minutes (location-restart).';

export const lockerDeviceApi = {
  dropOff: apiRoute({
    method: 'post', path: '/locker-device/{locationId}/drop-off', tag, body: dropOffBody, reply: deviceReply, errors: [412, 429],
    summary: `The drop-off code typed at the locker: Reserva → Ingresado. ${codes}`,
  }),
  pickup: apiRoute({
    method: 'post', path: '/locker-device/{locationId}/pickup', tag, body: pickupBody, reply: deviceReply, errors: [412, 429],
    summary: `The pickup code and document digits typed at the locker: → Retirado. ${codes}`,
  }),
  lostCode: apiRoute({
    method: 'post', path: '/locker-device/{locationId}/lost-code', tag, body: lostCodeBody, reply: messageReply, status: 202, errors: [429],
    summary: 'A 4-digit confirmation code sent to the recipient who lost the pickup code (location-restart).',
  }),
  lostCodeConfirm: apiRoute({
    method: 'post', path: '/locker-device/{locationId}/lost-code/confirm', tag, body: lostCodeConfirmBody, reply: deviceReply, errors: [412, 429],
    summary: `The document and the confirmation code: → Retirado. ${codes}`,
  }),
};
