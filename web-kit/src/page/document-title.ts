import { brandTitle } from '@club/domain/menu-texts';
import { useEffect } from 'react';

/**
 * 'Catálogo · Club de socios': the screen's name first, so a tab or a history entry cut short still
 * tells the screens apart. Without a name (a remote built before titles), the brand alone.
 */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${brandTitle}` : brandTitle;
}

/** Names the document after the screen shown while it is shown. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
