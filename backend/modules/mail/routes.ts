// GET /mail/outbox – the tenant's outbox: recipient, subject, body, created_at, sent_at ("*" or user-edit);
// the bodies of secret messages (passwords, codes, reset links, pickup codes) are replaced by a notice (find-outbox.ts)
import { describedBy } from '@/backend/http/api-route';
import { mailApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { paginationMeta } from '@/backend/http/pagination';
import { parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';

import { findOutbox } from './find-outbox';

export function mailRoutes({ db, outboxChannels = {} }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/outbox', describedBy(mailApi.outbox), requirePermission('user-edit'), async (c) => {
    const query = parseQuery(c, mailApi.outbox);
    // The outbox grows forever: it is always paged, whatever withPagination says.
    const page = { page: query.page, perPage: query.perPage };
    const { rows, total } = await findOutbox(db, { tenantId: c.get('auth').tenant.id, query, page, channels: outboxChannels });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}
