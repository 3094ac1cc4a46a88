// Object names inside a bucket: `folder/sub/file`. The names never reach the file system (files
// are stored by id), but odd names are refused anyway so that every stored name is a plain path.

export const MAX_OBJECT_NAME_LENGTH = 1024;

/** Control characters: C0, DEL and C1. */
function hasControlChars(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The name's segments, or the Spanish reason it is refused. */
export function checkObjectName(
  name: string,
): { ok: true; segments: string[] } | { ok: false; reason: string } {
  if (name === '') return { ok: false, reason: 'falta el nombre' };
  if (name.length > MAX_OBJECT_NAME_LENGTH) return { ok: false, reason: 'es demasiado largo' };
  if (hasControlChars(name)) return { ok: false, reason: 'tiene caracteres de control' };
  if (name.includes('\\')) return { ok: false, reason: 'tiene barras invertidas (\\)' };
  if (name.startsWith('/')) return { ok: false, reason: 'no puede empezar con /' };
  const segments = name.split('/');
  if (segments.some((s) => s === '')) return { ok: false, reason: 'tiene carpetas vacías (//)' };
  if (segments.some((s) => s === '.' || s === '..')) return { ok: false, reason: 'no puede tener . ni ..' };
  if (segments.some((s) => s.trim() !== s))
    return { ok: false, reason: 'tiene espacios al principio o al final de una carpeta' };
  return { ok: true, segments };
}

/**
 * The object name of a request path's tail (`/storage/v1/object/Bills/<tail>`), percent-decoded.
 * Undecodable text gives null.
 */
export function decodeObjectName(rawTail: string): string | null {
  try {
    return decodeURIComponent(rawTail);
  } catch {
    return null;
  }
}
