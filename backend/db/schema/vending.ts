// Vending lockers of custom deployments (docs/domain/screens.md sales and stock reports): a delivery man loads an article into a
// door (a load, "reserva IN"), a customer buys it by card (a sale), and the returnable container is later
// collected from the door. The stock report is derived: a door's latest load tells what it holds.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { doors, locations } from './locations';
import { providers } from './providers';
import { users } from './users';

export const vendingLoads = pgTable(
  'vending_loads',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    locationId: integer('location_id').notNull().references(() => locations.id),
    doorId: integer('door_id').notNull().references(() => doors.id),
    articleId: integer('article_id').notNull().references(() => articles.id),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
    loadedBy: integer('loaded_by').references(() => users.id),
  },
  (t) => [
    index('vending_loads_provider_idx').on(t.providerId, t.id),
    // The stock report reads each door's latest load.
    index('vending_loads_door_idx').on(t.doorId, t.loadedAt),
  ],
);

/** One purchase per load; the sales report's idReserva is this row's id and idReservaIN its load's. */
export const vendingSales = pgTable(
  'vending_sales',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    loadId: integer('load_id').notNull().references(() => vendingLoads.id),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    /** What the customer paid for and what the door handed out (a substitute when the loaded one differs). */
    articleBoughtId: integer('article_bought_id').notNull().references(() => articles.id),
    articleDeliveredId: integer('article_delivered_id').references(() => articles.id),
    totalAmountCents: integer('total_amount_cents').notNull(),
    transactionId: text('transaction_id'),
    authorizationCode: text('authorization_code'),
    containerReturnedAt: timestamp('container_returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('vending_sales_load_unique').on(t.loadId),
    // A card payment is recorded once: the locker repeating a report it got no answer to is a 409, not a second sale.
    uniqueIndex('vending_sales_transaction_unique').on(t.providerId, t.transactionId),
    index('vending_sales_provider_purchased_idx').on(t.providerId, t.purchasedAt),
  ],
);
