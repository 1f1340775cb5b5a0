// Figures the contract text quotes, taken from where the product keeps them (contract/bookings.ts).
import { doorPricesUyu } from '@/contract/bookings';

export const doorPricesWithVat = `pequeña ${doorPricesUyu[1]} UYU, mediana ${doorPricesUyu[2]} UYU, grande ${doorPricesUyu[3]} UYU`;
