// A number typed the way the tables show it, in either language (a list filter, the recharge's other amount):
// "10.000", "$ 149,50", "1,234.5", "-1.000". A separator followed by three digits groups thousands; a last one
// followed by one or two digits is the decimal mark (amounts here have at most two decimals, so "1.500" is fifteen
// hundred). Answers the number in the API's plain form ("1234.5"), or undefined when the text is no such number.

const shape = /^(-?)(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

export function plainNumber(
  text: string,
  { decimals, negative, maxDigits = 9 }: { decimals: boolean; negative: boolean; /** Whole digits the API takes. */ maxDigits?: number },
): string | undefined {
  const match = shape.exec(text.replace(/^\$|\s/g, ''));
  if (!match) return undefined;
  const [, sign, whole, fraction] = match;
  const digits = whole!.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > maxDigits || (sign && !negative) || (fraction !== undefined && !decimals)) return undefined;
  return `${sign && digits !== '0' ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
}
