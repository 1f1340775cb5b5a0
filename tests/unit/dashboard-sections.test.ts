// The dashboard's optional parts (docs/domain/screens.md): the billing card needs billing-show; the links to the sales and stock
// reports need booking-show on a custom deployment, as their menu items.
import { describe, expect, it } from 'vitest';
import { dashboardSections } from '@/lib/dashboard/sections';

describe('dashboardSections', () => {
  it('shows the billing card with billing-show or "*" only', () => {
    expect(dashboardSections({ permissions: ['billing-show'], custom: false }).billing).toBe(true);
    expect(dashboardSections({ permissions: ['*'], custom: false }).billing).toBe(true);
    expect(dashboardSections({ permissions: ['booking-show', 'billing-transaction'], custom: false }).billing).toBe(false);
  });

  it('links to the sales and stock reports only with booking-show on a custom deployment', () => {
    expect(dashboardSections({ permissions: ['booking-show'], custom: true })).toMatchObject({ salesReport: true, stockReport: true });
    expect(dashboardSections({ permissions: ['billing-show'], custom: true })).toMatchObject({ salesReport: false, stockReport: false });
    expect(dashboardSections({ permissions: ['*'], custom: false })).toMatchObject({ salesReport: false, stockReport: false });
  });
});
