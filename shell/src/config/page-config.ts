import { INLINE_CONFIG_ID } from '@club/web-kit/config/inline-config';

let read: { value: unknown } | undefined;

/**
 * The run-time config the web server wrote into this page (parsed once), or undefined when the
 * page has none (a dev server, a static host): then the shell fetches /config.json.
 */
export function pageConfig(): unknown {
  if (!read) {
    const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
    try {
      read = { value: text ? JSON.parse(text) : undefined };
    } catch {
      read = { value: undefined };
    }
  }
  return read.value;
}
