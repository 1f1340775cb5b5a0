// The booking page's forced-opening offer: the date before 15 days from the drop-off, the button from then on,
// nothing without the parcel inside or without booking-authorize.
import { describe, expect, it } from 'vitest';
import { forcedOpening } from '@/lib/bookings/forced-opening';

const droppedOff = '2026-11-01T12:00:00.000Z';
const fifteenDaysLater = Date.parse('2026-11-16T12:00:00.000Z');

describe('forcedOpening', () => {
  it('gives the date until 15 days have passed since the drop-off, then is ready', () => {
    const booking = { status: { id: 3 }, insert_date: droppedOff };
    expect(forcedOpening(booking, ['booking-authorize'], fifteenDaysLater - 1)).toEqual({ from: new Date(fifteenDaysLater), ready: false });
    expect(forcedOpening(booking, ['*'], fifteenDaysLater)).toEqual({ from: new Date(fifteenDaysLater), ready: true });
  });

  it('offers nothing without the parcel inside, without a drop-off date or without booking-authorize', () => {
    const late = fifteenDaysLater + 86_400_000;
    expect(forcedOpening({ status: { id: 6 }, insert_date: droppedOff }, ['booking-authorize'], late)?.ready).toBe(true);
    expect(forcedOpening({ status: { id: 11 }, insert_date: droppedOff }, ['booking-authorize'], late)?.ready).toBe(true);
    expect(forcedOpening({ status: { id: 4 }, insert_date: droppedOff }, ['booking-authorize'], late)).toBeNull();
    expect(forcedOpening({ status: { id: 3 }, insert_date: null }, ['booking-authorize'], late)).toBeNull();
    expect(forcedOpening({ status: { id: 3 }, insert_date: droppedOff }, ['booking-show', 'booking-edit'], late)).toBeNull();
  });
});
