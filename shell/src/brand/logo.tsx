import { texts } from '@club/domain/texts';

const logoUrl = new URL('./logo.svg', import.meta.url).href;

export function Logo({ size = 40, decorative = false }: { size?: number; decorative?: boolean }) {
  return (
    <img
      className="logo"
      src={logoUrl}
      width={size}
      height={size}
      alt={decorative ? '' : texts.brand.logoAlt}
    />
  );
}
