// GET /prices – the tariff: door prices with VAT and the credits each costs, the credit packs, the VAT rate. Public:
// the sign-up's terms quote it, and it is the same for every tenant, with the deployment's account for transfers.
import { Hono } from 'hono';
import type { TransferAccount } from '@/contract/prices';
import { describedBy } from '@/backend/http/api-route';
import { priceApi } from './api';
import { prices } from './prices';

export function priceRoutes(transferAccount?: TransferAccount) {
  const reply = transferAccount ? { ...prices, transfer_account: transferAccount } : prices;
  return new Hono().get('/', describedBy(priceApi.tariff), (c) => c.json({ data: reply }));
}
