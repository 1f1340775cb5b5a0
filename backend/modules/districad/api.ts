// Registry entry of /districad/status (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { districadStatusReply, districadStatusUpdate } from '@/contract/districad';

export const districadApi = {
  status: apiRoute({
    method: 'post', path: '/districad/status', tag: 'Districad', body: districadStatusUpdate, reply: districadStatusReply,
    errors: [401, 404],
    summary:
      'The Districad tracking side reports a tracked parcel’s status and notes, naming the booking by its Districad token. ' +
      'Authorization: Bearer with the deployment’s Districad secret (DISTRICAD_INBOUND_SECRET), never a user token (else 401); ' +
      '404 for an unknown token, or when no secret is configured.',
  }),
};
