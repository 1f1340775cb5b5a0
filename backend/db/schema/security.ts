// Failed sign-ins, kept in the database so that every instance behind a load balancer counts the same attempts.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per refused password; rows older than the window are deleted as new failures arrive. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** The e-mail as typed, lower-cased (the account, known or not: an unknown one is limited the same way). */
    email: text('email').notNull(),
    /** Client address from the trusted-proxy setting (TRUSTED_PROXY_HOPS), else the socket's; null in process. */
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_created_idx').on(t.email, t.createdAt), index('login_failures_address_created_idx').on(t.address, t.createdAt)],
);
