// The Spanish description of each kind of ledger movement, in one place, with the facts it is made of
// (`details`), so that a client can word the movement in its user's language (the back-office does:
// lib/billing/movement-texts.ts). The booking a movement belongs to is its own column, not a detail.
export interface MovementText {
  description: string;
  details: Record<string, string | number>;
}

export type RechargePayment = { provider: 'sandbox' } | { provider: 'mercadopago'; paymentId: string };

// Credits are written as Uruguay writes figures ("4.000"), like every figure the back-office shows.
const creditsFormat = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0 });
const credits = (value: number) => creditsFormat.format(value);

export const movementTexts = {
  openingBalance: (): MovementText => ({ description: 'Saldo inicial', details: {} }),
  bookingDebit: (bookingId: number, size: { id: number; name: string }): MovementText => ({
    description: `Reserva #${bookingId} (tamaño ${size.name})`,
    details: { size_id: size.id },
  }),
  bookingRefund: (bookingId: number): MovementText => ({ description: `Devolución por eliminación de la reserva #${bookingId}`, details: {} }),
  // The sandbox provider (decision 0016) charges nothing: the owner reads it as a free test recharge.
  recharge: (amount: number, payment: RechargePayment): MovementText =>
    payment.provider === 'sandbox'
      ? { description: `Recarga de prueba sin costo: ${credits(amount)} créditos`, details: { provider: 'sandbox' } }
      : { description: `Recarga con MercadoPago, pago ${payment.paymentId}: ${credits(amount)} créditos`, details: { provider: 'mercadopago', payment_id: payment.paymentId } },
  lapseFee: (bookingId: number, day: string): MovementText => ({
    description: `Cargo por código de ingreso sin usar, reserva #${bookingId}`,
    details: { day },
  }),
  dailyFine: (bookingId: number, day: string, dayNumber: number): MovementText => ({
    description: `Multa diaria por paquete no retirado, reserva #${bookingId} (día ${dayNumber})`,
    details: { day, day_number: dayNumber },
  }),
  receiptConfirmation: (transactionId: string, receiptId: number): MovementText => ({
    description: `Transferencia bancaria ${transactionId} (comprobante #${receiptId})`,
    details: { transaction_id: transactionId, receipt_id: receiptId },
  }),
};
