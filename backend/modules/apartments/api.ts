// Registry entries of /apartments (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { apartmentBody, apartmentList, apartmentListQuery, apartmentReply } from '@/contract/apartments';

const tag = 'Apartments';

export const apartmentApi = {
  list: apiRoute({
    method: 'get', path: '/apartments', tag, query: apartmentListQuery, reply: apartmentList,
    summary: 'The tenant’s apartments, id descending; unpaged by default (at most 5,000). Needs apartment-show or a user permission.',
  }),
  create: apiRoute({ method: 'post', path: '/apartments', tag, body: apartmentBody, reply: apartmentReply, status: 201, summary: 'Create an apartment (apartment-create).' }),
  update: apiRoute({
    method: 'put', path: '/apartments/{id}', tag, body: apartmentBody, reply: apartmentReply, errors: [412],
    summary: 'Update an apartment; If-Match: "<version>" refuses a stale edit with 412 (apartment-edit).',
  }),
  remove: apiRoute({
    method: 'delete', path: '/apartments/{id}', tag, reply: apartmentReply, errors: [412],
    summary: 'Delete an apartment; 412 while residents live there (apartment-delete).',
  }),
};
