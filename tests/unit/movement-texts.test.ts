// Ledger movements are described in the user's language from the facts the backend keeps in `details`; the
// Spanish wording is exactly the backend's own, and a movement without its facts keeps the backend's description.
// Credits are written as every other figure (lib/format), and a test recharge in words a shop owner uses.
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { movementTexts, type MovementText } from '@/backend/modules/billing/movement-texts';
import { describedInUserLanguage, type MovementTranslator } from '@/lib/billing/movement-texts';
import { formatter } from '@/lib/format/format';
import { referenceNames } from '@/lib/bookings/reference-names';
import billingEn from '@/messages/en/billing.json';
import billingEs from '@/messages/es/billing.json';
import billingCorp from '@/messages/es-corp/billing.json';
import bookingsEn from '@/messages/en/bookings.json';
import bookingsEs from '@/messages/es/bookings.json';

const spanish = {
  t: createTranslator({ locale: 'es', messages: billingEs, namespace: 'movementTexts' }) as unknown as MovementTranslator,
  names: referenceNames(bookingsEs.statuses, bookingsEs.sizes),
  count: formatter('es').count,
};
const english = {
  t: createTranslator({ locale: 'en', messages: billingEn, namespace: 'movementTexts' }) as unknown as MovementTranslator,
  names: referenceNames(bookingsEn.statuses, bookingsEn.sizes),
  count: formatter('en').count,
};

/** The movement as GET /user/billing answers it. */
const movement = (kind: string, text: MovementText, fields: { booking_id?: number; charge: number }) => ({
  kind, booking_id: fields.booking_id ?? null, charge: fields.charge, description: text.description, details: text.details,
});

const everyKind = [
  movement('opening_balance', movementTexts.openingBalance(), { charge: 5000 }),
  movement('booking_debit', movementTexts.bookingDebit(60, { id: 2, name: 'Mediano' }), { booking_id: 60, charge: -147 }),
  movement('booking_refund', movementTexts.bookingRefund(40), { booking_id: 40, charge: 122 }),
  movement('recharge', movementTexts.recharge(4000, { provider: 'sandbox' }), { charge: 4000 }),
  movement('recharge', movementTexts.recharge(7000, { provider: 'mercadopago', paymentId: '123456789' }), { charge: 7000 }),
  movement('receipt_confirmation', movementTexts.receiptConfirmation('BROU-778812', 1), { charge: 500 }),
  movement('lapse_fee', movementTexts.lapseFee(41, '2026-11-29'), { booking_id: 41, charge: -30 }),
  movement('daily_fine', movementTexts.dailyFine(42, '2026-11-30', 3), { booking_id: 42, charge: -50 }),
];

describe('ledger movements in the user\'s language', () => {
  it('Spanish describes every kind as the backend does', () => {
    for (const m of everyKind) expect(describedInUserLanguage(m, spanish.t, spanish.names, spanish.count).description).toBe(m.description);
  });

  it('English describes every kind in English, with the same facts', () => {
    expect(everyKind.map((m) => describedInUserLanguage(m, english.t, english.names, english.count).description)).toEqual([
      'Opening balance',
      'Booking #60 (Medium door)',
      'Refund for deleted booking #40',
      'Test recharge, free of charge: 4,000 credits',
      'MercadoPago recharge, payment 123456789: 7,000 credits',
      'Bank transfer BROU-778812 (receipt #1)',
      'Fee for an unused drop-off code, booking #41',
      'Daily fine for an uncollected parcel, booking #42 (day 3)',
    ]);
  });

  it('the corporate variant calls a booking an envío, the timed charges too', () => {
    const merged = { ...billingEs, movementTexts: { ...billingEs.movementTexts, ...billingCorp.movementTexts } };
    const t = createTranslator({ locale: 'es', messages: merged, namespace: 'movementTexts' }) as unknown as MovementTranslator;
    expect(everyKind.slice(-2).map((m) => describedInUserLanguage(m, t, spanish.names, spanish.count).description)).toEqual([
      'Cargo por código de ingreso sin usar, envío #41',
      'Multa diaria por paquete no retirado, envío #42 (día 3)',
    ]);
  });

  it('keeps the description of a manual adjustment, of a movement without facts, and of a size it cannot name', () => {
    const manual = { kind: 'manual_adjustment', booking_id: null, charge: 10, description: 'Ajuste por reclamo', details: {} };
    const otherBackend = { ...everyKind[2]!, details: undefined };
    const unknownSize = { ...everyKind[1]!, details: { size_id: 9 } };
    for (const m of [manual, otherBackend, unknownSize]) expect(describedInUserLanguage(m, english.t, english.names, english.count)).toEqual(m);
  });

  it('writes a recharge\'s credits grouped by thousands, and a test recharge without jargon', () => {
    const sandbox = movement('recharge', movementTexts.recharge(4000, { provider: 'sandbox' }), { charge: 4000 });
    const card = movement('recharge', movementTexts.recharge(10000, { provider: 'mercadopago', paymentId: '987' }), { charge: 10000 });
    expect(sandbox.description).toBe('Recarga de prueba sin costo: 4.000 créditos');
    expect(card.description).toBe('Recarga con MercadoPago, pago 987: 10.000 créditos');
    expect(describedInUserLanguage(card, english.t, english.names, english.count).description).toBe('MercadoPago recharge, payment 987: 10,000 credits');
    for (const m of [sandbox, describedInUserLanguage(sandbox, english.t, english.names, english.count)]) expect(m.description).not.toMatch(/sandbox/i);
  });
});
