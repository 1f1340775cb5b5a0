// GET /prices – the tariff: door prices with VAT and the credits each costs, the credit packs, the VAT rate. Public:
// the sign-up's terms quote it, and it is the same for every tenant.
import { Hono } from 'hono';
import { describedBy } from '@/backend/http/api-route';
import { priceApi } from './api';
import { prices } from './prices';

export function priceRoutes() {
  return new Hono().get('/', describedBy(priceApi.tariff), (c) => c.json({ data: prices }));
}
