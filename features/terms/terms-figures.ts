// The door prices as the contract text quotes them: "pequeña 149 UYU, mediana 179 UYU, grande 199 UYU".
import type { PricesReply } from '@/contract/prices';

const sizeNames: Record<number, string> = { 1: 'pequeña', 2: 'mediana', 3: 'grande' };

export function doorPricesWithVat(doors: PricesReply['doors']): string {
  return doors.map((door) => `${sizeNames[door.size_id] ?? door.size_id} ${door.price_uyu} UYU`).join(', ');
}
