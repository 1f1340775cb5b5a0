// GET /prices – the tariff, once per render: the prices screen, the recharge dialog, the booking form's credits,
// the pending receipts' suggestion and the sign-up's terms all read it from the backend, never from a copy.
import 'server-only';
import { cache } from 'react';
import { pricesResponse, type PricesReply } from '@/contract/prices';
import { apiRequest } from '../api-client';

export type Prices = PricesReply;

export const getPrices = cache(async (): Promise<Prices> => (await apiRequest('/prices', { schema: pricesResponse })).data);
