// The usted and tú forms a Spanish text uses (docs/design/voice-and-format.md): the product speaks voseo only. The
// voseo forms that share a spelling with tú (tu, te, tus) are allowed, and words that are also third person ("debe
// ser", "se ingresa") are only caught in the phrases that address the reader. A negative imperative takes the
// subjunctive in voseo too ("No cierres la página"), so those forms are not on the list.

/** Words that only ever address the reader as usted or tú (exact spelling: "debés" is voseo, "debes" is tú). */
const formalOrTuWords = new Set([
  // usted: pronoun and imperatives
  'usted', 'ustedes', 'ingrese', 'elija', 'seleccione', 'intente', 'espere', 'escriba', 'revise', 'confirme', 'descargue',
  'suba', 'súbalo', 'cargue', 'agregue', 'corrija', 'vuelva', 'repita', 'cambie', 'actualice', 'utilice', 'acepte',
  'haga', 'tenga', 'verifique', 'complete', 'inicie', 'quítele', 'recuerde', 'contacte', 'pruebe', 'comuníquese', 'retírelo',
  // tú: pronouns, presents and imperatives
  'tú', 'ti', 'contigo', 'debes', 'puedes', 'tienes', 'quieres', 'sabes', 'conoces', 'eres', 'haces', 'necesitas',
  'reintenta', 'elige', 'selecciona', 'escribe', 'revisa', 'sube', 'súbelo', 'haz', 'respondes', 'retíralo',
]);

/** Phrases that address the reader as usted or tú, where each word alone may be third person. */
const formalOrTuPhrases = [
  'su contraseña', 'su cuenta', 'su empresa', 'su usuario', 'su sesión', 'su pago', 'sus datos', 'sus cambios',
  'ya puede', 'ya tiene', 'no tiene permiso para ver', 'no tiene permiso para realizar', '¿olvidó', 'le enviaremos', 'puede renovar', 'puede extender',
  'puede subir', 'puede sumar', 'desestima este', 'intente nuevamente', 'ingresa tu', 'ingresa con', 'espere unos',
  'debe aceptar', 'debe declarar', 'recibirá', 'encontrará', 'accede a', 'qué hace?', 'lo permite?', 'abre este',
  'ignora este', 'ingresa el código',
];

/** The usted/tú forms a text uses, empty when it speaks voseo (or addresses no one). */
export function nonVoseoForms(text: string): string[] {
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  const found = words.filter((word) => formalOrTuWords.has(word));
  for (const phrase of formalOrTuPhrases) {
    const at = new RegExp(`(?<!\\p{L})${phrase.replace(/\?/g, '\\?')}(?!\\p{L})`, 'u');
    if (at.test(lower)) found.push(phrase);
  }
  return found.sort();
}

