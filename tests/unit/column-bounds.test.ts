// Every amount the contract accepts fits the int4 column that stores it (contract/column-bounds.ts): the largest
// receipt amount, POS amount filter and recharge are written in centésimos or credits without overflowing.
import { describe, expect, it } from 'vitest';
import { rechargePriceCents } from '@/backend/modules/prices/prices';
import { rechargeLimits, uploadReceiptBody, poslinkListQuery } from '@/contract/billing';
import { int4Max, maxMoney } from '@/contract/column-bounds';
import { buildReceipt } from '@/tests/factories/billing';

describe('amount bounds from their columns', () => {
  it('a receipt amount is accepted up to what amount_cents holds, and refused above with a message', () => {
    expect(uploadReceiptBody.safeParse(buildReceipt({ amount: maxMoney })).success).toBe(true);
    expect(Math.round(maxMoney * 100)).toBe(int4Max);
    const over = uploadReceiptBody.safeParse(buildReceipt({ amount: '21474836.48' }));
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['amount', 'Debe ser menor o igual a 21474836.47']]);
  });

  it('the POS amount filter and the largest recharge fit their columns', () => {
    expect(poslinkListQuery.safeParse({ total_amount: '21474836.48' }).success).toBe(false);
    expect(rechargePriceCents(rechargeLimits.max)).toBeLessThanOrEqual(int4Max);
  });
});
