const logoUrl = new URL('./logo.svg', import.meta.url).href;

/**
 * The club's logo; decorative (empty alt) unless given its text. The text comes from the caller:
 * the sign-in screen is a lazy chunk, and a shared module of the first view that read `texts`
 * would make every first view carry the whole object (decision 031).
 */
export function Logo({ size = 40, alt = '' }: { size?: number; alt?: string }) {
  return <img className="logo" src={logoUrl} width={size} height={size} alt={alt} />;
}
