// zod 4's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1), made embeddable in one document.
import { z } from 'zod';

/**
 * Requests are described as clients send them (`io: 'input'`: a query flag is the text "true"), replies as the
 * server answers them. Transforms have no JSON Schema; their input side is described instead of failing.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const described = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as Record<string, unknown>;
  // The dialect is the document's (OpenAPI 3.1), not each schema's.
  delete described.$schema;
  return described;
}
