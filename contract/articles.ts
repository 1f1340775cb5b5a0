// /articles (docs/domain/screens.md columns and filters, docs/domain/data-model.md fields, docs/domain/validation.md price message, docs/domain/limits.md: 5 per page, id descending).
// Money never goes through a float: `precio` travels as a decimal string ("149.50") and is stored in cents.
import { z } from 'zod';
import { dataReply, listQuery, listReply, rowVersionField } from './common';
import {
  blankToUndefined, flag, idFilter, optionalFilter, orderByParam, perPageParam, requiredMessage, requiredText, sortByParam, text, textFilter, textMessage,
  typeError, yesNoFilter,
} from './fields';

export const priceMessage = 'El precio debe ser un número válido';
export const imageTypeMessage = 'La imagen debe ser PNG, JPEG o WEBP';
export const imageSizeMessage = 'La imagen no puede superar 500 KB';
/** Decoded image bytes (the JSON body limit is 1 MB; base64 adds a third). */
export const maxImageBytes = 500 * 1024;

const pricePattern = /^\d{1,7}([.,]\d{1,2})?$/;

/** "149", "149.5", "149,50" or 149.5 → cents; null when it is not a price (negative, 3 decimals, text). */
export function priceToCents(input: unknown): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  if (!pricePattern.test(text)) return null;
  const [units, decimals = ''] = text.split(/[.,]/);
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

export function centsToPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const imagePattern = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The type the first bytes say (PNG, JPEG or WEBP signature), whatever the data URL declares. */
function sniffImage(head: string): 'png' | 'jpeg' | 'webp' | null {
  const bytes = Array.from(head, (char) => char.charCodeAt(0));
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (head.slice(0, 4) === 'RIFF' && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** null when the data URL is a PNG, JPEG or WEBP (declared type = signature) within the size limit; else the message. */
export function imageProblem(dataUrl: string): string | null {
  const match = imagePattern.exec(dataUrl);
  if (!match) return imageTypeMessage;
  const [, declared, data] = match as unknown as [string, string, string];
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length * 3) / 4 - padding > maxImageBytes) return imageSizeMessage;
  let head: string;
  try {
    head = atob(data.slice(0, 16));
  } catch {
    return imageTypeMessage;
  }
  return sniffImage(head) === declared ? null : imageTypeMessage;
}

// A number (another API client) is read as its text: one string schema, so a form's missing price reports the
// required message itself (a union's error reached react-hook-form as zod's own English member message).
const price = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : priceMessage) })
    .transform((value, ctx) => {
      const cents = priceToCents(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: priceMessage });
        return z.NEVER;
      }
      return cents;
    }),
);

const image = z.preprocess(
  blankToUndefined,
  z
    .string({ error: imageTypeMessage })
    // The 1 MB body limit bounds the text; imageProblem checks the decoded size.
    .superRefine((value, ctx) => {
      const problem = imageProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullish(),
);

/** POST /articles and PUT /articles/{id} (PUT replaces: an omitted image removes it). `precio` answers in cents after parsing. */
export const articleBody = z.object({
  nombre: requiredText(120),
  descripcion_corta: z.preprocess((v) => v ?? '', text(255)),
  descripcion_larga: z.preprocess((v) => v ?? '', text(5000)),
  precio: price,
  vendible: flag.default(true),
  virtual: flag.default(false),
  enabled: flag.default(true),
  base64_image: image,
});
export type ArticleBody = z.infer<typeof articleBody>;

export const article = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion_corta: z.string(),
  descripcion_larga: z.string(),
  /** Decimal string with two places ("149.50"). */
  precio: z.string(),
  vendible: z.boolean(),
  virtual: z.boolean(),
  enabled: z.boolean(),
  base64_image: z.string().nullable(),
  /** Row version for If-Match (optional: an external API may not send it). */
  version: rowVersionField,
});
export type Article = z.infer<typeof article>;
export const articleList = listReply(article);
export const articleReply = dataReply(article);

export const articleSortColumns = ['id', 'nombre', 'descripcion_corta', 'descripcion_larga', 'precio', 'vendible', 'virtual', 'enabled'] as const;
export type ArticleSortColumn = (typeof articleSortColumns)[number];

/** GET /articles: texts match by substring (any case), precio exactly, vendible/virtual/enabled by yes/no. */
export const articleListQuery = listQuery.extend({
  perPage: perPageParam(5),
  sortBy: sortByParam(articleSortColumns),
  orderBy: orderByParam('DESC'),
  id: idFilter,
  nombre: textFilter,
  descripcion_corta: textFilter,
  descripcion_larga: textFilter,
  precio: optionalFilter(z.string({ error: typeError(textMessage) }).trim().refine((v) => priceToCents(v) !== null, priceMessage).transform((v) => priceToCents(v)!)),
  vendible: yesNoFilter,
  virtual: yesNoFilter,
  enabled: yesNoFilter,
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;
