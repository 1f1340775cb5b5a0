// The article body as the API takes it, from the contract's parse (which turned the price into cents).
import { centsToPrice, type ArticleBody } from '@/contract/articles';

export function toApiBody(body: ArticleBody) {
  return { ...body, precio: centsToPrice(body.precio) };
}
