// POST /districad/status – PUBLIC as far as user sessions go (mounted above `authenticate`): the tracking side
// authenticates with the deployment's own Districad secret (DISTRICAD_INBOUND_SECRET) as a bearer token, compared
// in constant time. Without a configured secret the endpoint does not exist (404, saying why), like the payment webhook without its provider. Decision record 0091.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import { describedBy } from '@/backend/http/api-route';
import { parseBody } from '@/backend/http/validation';
import { districadApi } from './api';
import { districadUnauthorizedMessage, districadUnconfiguredMessage } from '@/contract/districad';
import { updateDistricadStatus } from './update-status';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Same-length digests, so the comparison takes as long whatever the caller sent. */
function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

export function districadRoutes({ db, districadSecret }: AppDeps) {
  return new Hono().post('/status', describedBy(districadApi.status), async (c) => {
    if (!districadSecret) throw new AppError('not_found', districadUnconfiguredMessage);
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!sameSecret(bearer, districadSecret)) throw new AppError('unauthenticated', districadUnauthorizedMessage);
    const update = await parseBody(c, districadApi.status);
    return c.json({ data: await updateDistricadStatus(db, update) });
  });
}
