// GET /prices – the tariff: door prices with VAT and the credits each costs, the credit packs, the VAT rate. Public:
// the sign-up's terms quote it, and it is the same for every tenant.
import { Hono } from 'hono';
import { prices } from './prices';

export function priceRoutes() {
  return new Hono().get('/', (c) => c.json({ data: prices }));
}
