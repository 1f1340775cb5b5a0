// The quiz names booking statuses by their labels: exactly the spec's (§4), in every variant (es-corp merges es).
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';

/** Spec §4, copied exactly. */
const statusLabels = [
  'Pre reserva', 'Reserva', 'Ingresado', 'Retirado', 'Ingreso Vencido', 'Retiro Vencido', 'Pendiente', 'Pendiente cancelada', 'Eliminada',
  'Retirado Proveedor', 'Autorizacion retiro', 'Eliminada por pendiente', 'Bloqueada cliente', 'Suspendida', 'Eliminada desde Locker',
  'Devolucion', 'Eliminando...', 'Eliminada', 'Ingreso Paqueteria', 'Retiro Paqueteria', 'Revisar Paqueteria',
];

function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(texts);
  return [];
}

describe('quiz status labels', () => {
  it.each(['es', 'es-corp', 'en'] as const)('%s quotes only the spec\'s status labels, Autorizacion retiro included', async (locale) => {
    const quoted = texts((await loadMessages(locale, ['onboarding'])).onboarding).flatMap((text) => [...text.matchAll(/[«“]([^»”]+)[»”]/g)].map((m) => m[1]));
    expect(quoted).toContain('Autorizacion retiro');
    expect(quoted.filter((label) => !statusLabels.includes(label!))).toEqual([]);
  });
});
