// Texts every finance screen shares (the spec's where it has them).
export const financeTexts = {
  loading: 'Cargando...',
  hostedUnavailable: 'No pudimos conectar con el servicio de archivos y usuarios. Probá de nuevo.',
  retry: 'Reintentar',
} as const;
