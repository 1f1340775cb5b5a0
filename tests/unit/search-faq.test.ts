// The help search: every word must match question, answer or topic; case and accents do not matter.
import { describe, expect, it } from 'vitest';
import { searchFaq } from '@/lib/help/search-faq';

const faq = [
  { topic: 'codes', q: '¿Cuánto dura un código?', a: 'Hasta 336 horas.' },
  { topic: 'sizes', q: '¿Qué medidas tienen las puertas?', a: 'Pequeña 9 x 34 x 47 cm.' },
];

describe('searchFaq', () => {
  it('returns everything for an empty query', () => expect(searchFaq(faq, '  ')).toHaveLength(2));
  it('ignores accents and case', () => expect(searchFaq(faq, 'CODIGO').map((e) => e.topic)).toEqual(['codes']));
  it('needs every word', () => expect(searchFaq(faq, 'codigo puertas')).toEqual([]));
  it('matches the topic label', () => expect(searchFaq(faq, 'medidas', (t) => (t === 'sizes' ? 'Medidas' : t)).map((e) => e.topic)).toEqual(['sizes']));
});
