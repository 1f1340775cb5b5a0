// The payment provider adapter: what the recharge and confirmation code needs from a card-payment provider.
// Two implementations: the built-in sandbox (default) and MercadoPago Checkout Pro (config.ts decides).
import type { PaymentsConfig } from '@/backend/config';
import type { PaymentProviderName, PaymentStatus } from '@/backend/db/schema';
import { mercadoPagoProvider } from './mercadopago-provider';
import { sandboxProvider } from './sandbox-provider';

/** What a provider needs to open a checkout for one intent. */
export interface CheckoutRequest {
  reference: string;
  credits: number;
  priceCents: number;
  currency: string;
  /** Sent to the provider so that a retried creation never opens two checkouts. */
  idempotencyKey: string;
}

export interface Checkout {
  providerRef: string;
  checkoutUrl: string;
}

/** A payment as the provider itself reports it (never as a browser claims it). */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** Centésimos, converted from the provider's decimal amount. */
  amountCents: number;
  currency: string;
  /** Our reference, as the provider echoes it (external_reference). */
  reference: string | null;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Reads one payment from the provider's API. Absent for the sandbox: its outcomes come from our own endpoint. */
  readPayment?(providerPaymentId: string): Promise<ProviderPayment>;
  /** Payments the provider holds for one of our references: lets a status poll confirm when no webhook came. */
  findPaymentsByReference?(reference: string): Promise<ProviderPayment[]>;
}

/** Thrown by adapters when the provider cannot be reached or answers an error: the caller may retry later. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** Without a payments config (tests, a bare createApp): the enabled sandbox. */
export const defaultPayments: PaymentsConfig = { provider: 'sandbox', enabled: true };

export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  return config.provider === 'mercadopago' ? mercadoPagoProvider(config) : sandboxProvider(config);
}
