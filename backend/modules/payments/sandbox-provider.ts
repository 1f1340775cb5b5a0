// The built-in test provider: its checkout is a page on our own host (/sandbox-pago/{reference}, a BFF
// screen) that calls POST /payments/sandbox/{reference}/resolve. No money moves; every sandbox payment is
// plainly marked as a test in its description and on that page.
import type { PaymentsConfig } from '@/backend/config';
import type { PaymentProvider } from './provider';

/** One checkout → one payment: its id derives from the reference, so resolving twice can never credit twice. */
export function sandboxPaymentId(reference: string): string {
  return `sandbox-${reference}`;
}

export function sandboxProvider(config: Pick<PaymentsConfig, 'publicUrl'>): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      // Relative without PUBLIC_URL: the page is on whatever host served the panel.
      return { providerRef: `sandbox-pref-${request.reference}`, checkoutUrl: `${config.publicUrl ?? ''}/sandbox-pago/${request.reference}` };
    },
  };
}
