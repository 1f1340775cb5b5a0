// The ledger lives in the billing module (one function for every credit change); bookings use it from here.
export { applyCreditMovement, applyCreditMovements, type CreditMovementInput } from '@/backend/modules/billing/credit-ledger';
