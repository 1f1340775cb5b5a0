// What an outbox message becomes on WhatsApp: the template's name, its slot values (Meta refuses line breaks and
// long runs of spaces in them) and the number in the form the Cloud API takes.
import { describe, expect, it } from 'vitest';
import { templateParameters, whatsappNumber, whatsappTemplateName } from '@/backend/modules/whatsapp/template-parameters';

describe('WhatsApp template parameters', () => {
  it('names the template after ours, with underscores', () => {
    expect(whatsappTemplateName('pickup-code')).toBe('pickup_code');
    expect(whatsappTemplateName('lost-code')).toBe('lost_code');
  });

  it('puts any other message in one slot, on one line, without runs of spaces', () => {
    const row = { template: 'lost-code', payload: {}, subject: 'Tu código', body: 'Código: 1234\nVale 15 minutos.\tIngresalo     en el locker.' };
    expect(templateParameters(row)).toEqual(['Código: 1234 · Vale 15 minutos. · Ingresalo en el locker.']);
  });

  it('fills the pickup notice\'s four slots, with a dash for a missing value and the deadline in Montevideo time', () => {
    const row = { template: 'pickup-code', payload: { reference: 'Pedido 9', pickup_code: '123456', location: 'Centro', address: null, expiration_date: '2026-12-01T03:30:00.000Z' }, subject: null, body: null };
    expect(templateParameters(row)).toEqual(['Pedido 9', 'Centro', '123456', '01/12/2026, 00:30']);
    expect(templateParameters({ ...row, payload: { ...row.payload, reference: '  ' } })[0]).toBe('-');
  });

  it('writes numbers with the country code and without the national trunk 0', () => {
    expect(whatsappNumber('+598 099123456')).toBe('59899123456');
    expect(whatsappNumber('+54 011 4123-4567')).toBe('541141234567');
    expect(whatsappNumber('+59899123456')).toBe('59899123456');
    expect(whatsappNumber('099 555 123')).toBe('59899555123');
  });
});
