// Content of Noticias (spec §2: a carousel of three news links that open in a new tab). Links go
// to public sections of Uruguayan sites, never to their images. Edit the links here.
export interface NewsLink {
  id: string;
  source: string;
  title: string;
  summary: string;
  url: string;
  /** Accent of the slide: one of the theme-friendly tones in news.css. */
  tone: 'green' | 'amber' | 'plum';
}

export const newsTexts = {
  title: 'Noticias',
  intro: 'Novedades sobre el cannabis regulado en Uruguay, en fuentes públicas.',
  // Not the screen's own title: two regions of one name cannot be told apart in a landmark list.
  carouselLabel: 'Notas en fuentes públicas',
  read: (source: string) => `Leer en ${source}`,
  newTab: '(se abre en una pestaña nueva)',
} as const;

export const newsLinks: readonly NewsLink[] = [
  {
    id: 'ircca',
    source: 'IRCCA',
    title: 'Clubes, autocultivo y farmacias: lo que dice el regulador',
    summary:
      'El Instituto de Regulación y Control del Cannabis publica resoluciones, guías para clubes de membresía y datos del mercado regulado.',
    url: 'https://www.ircca.gub.uy/',
    tone: 'green',
  },
  {
    id: 'la-diaria',
    source: 'la diaria',
    title: 'Política de drogas en el debate público',
    summary:
      'La sección de política de la diaria sigue la Estrategia Nacional de Drogas, los cambios a la ley y las discusiones en el Parlamento.',
    url: 'https://ladiaria.com.uy/politica/',
    tone: 'amber',
  },
  {
    id: 'presidencia',
    source: 'Presidencia de la República',
    title: 'Comunicados oficiales sobre regulación',
    summary:
      'Las noticias de Presidencia reúnen los anuncios de la Junta Nacional de Drogas y del IRCCA, con fechas y resoluciones.',
    url: 'https://www.gub.uy/presidencia/comunicacion/noticias',
    tone: 'plum',
  },
];
