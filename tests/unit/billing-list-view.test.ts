import { describe, expect, it } from 'vitest';
import { poslinkList, statementList } from '@/lib/billing/list-definitions';

describe('billing list views in the URL', () => {
  it('defaults: the statement newest first, receipts id ascending, 25 per page (docs/domain/limits.md)', () => {
    expect(statementList.parse({})).toEqual({ filters: {}, sortBy: 'id', orderBy: 'DESC', page: 1 });
    expect(poslinkList.query(poslinkList.parse({}))).toEqual({ page: 1, perPage: 25, sortBy: 'id', orderBy: 'ASC', withPagination: true });
  });

  it('keeps valid filters and drops what the API would refuse', () => {
    const view = statementList.parse({ id: '12', booking_id: 'x', created_at: '2025-13-45', charge: '-122', description: ' Recarga ', page: '0', sortBy: 'nope' });
    expect(view).toEqual({ filters: { id: '12', charge: '-122', description: 'Recarga' }, rejected: { booking_id: 'x', created_at: '2025-13-45' }, sortBy: 'id', orderBy: 'DESC', page: 1 });
    expect(poslinkList.parse(new URLSearchParams('phone_number=0910&total_amount=149.5')).filters).toEqual({ phone_number: '0910', total_amount: '149.5' });
  });

  it('reads numbers typed as the tables show them: thousands and decimal marks, a currency sign', () => {
    expect(statementList.parse({ charge: '-1.000', current_credits: '10.000' }).filters).toEqual({ charge: '-1000', current_credits: '10000' });
    expect(poslinkList.parse({ total_amount: '$ 1.234,50' }).filters).toEqual({ total_amount: '1234.50' });
    expect(statementList.parse({ current_credits: '12,5' }).filters).toEqual({});
  });

  it('round-trips through the link, leaving defaults out, and sorting restarts at page 1', () => {
    const view = poslinkList.parse({ phone_number: '091', page: '3' });
    expect(poslinkList.href(view)).toBe('/comprobantes?phone_number=091&page=3');
    const sorted = poslinkList.sortedBy(view, 'total_amount');
    expect(poslinkList.href(sorted)).toBe('/comprobantes?phone_number=091&sortBy=total_amount&orderBy=ASC');
    expect(poslinkList.keptSort(sorted)).toEqual({ sortBy: 'total_amount', orderBy: 'ASC' });
    expect(poslinkList.sortedBy(poslinkList.sortedBy(view, 'id'), 'id').orderBy).toBe('ASC');
    expect(poslinkList.parse(new URLSearchParams(poslinkList.href(sorted).split('?')[1]))).toEqual(sorted);
  });
});
