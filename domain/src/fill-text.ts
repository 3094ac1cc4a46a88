// Not in texts.ts: a module that imports texts.ts for this function alone (a lazy screen) would make
// its bundle keep every group of `texts` (decision 031).
/** Replaces `{name}` placeholders of a Spanish text. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
