import { texts } from '@club/domain/texts';
import { Logo } from '../brand/logo.tsx';
import { useRuntimeConfig } from '../config/config-context.tsx';

export function Footer() {
  const { contact } = useRuntimeConfig();
  return (
    <footer className="footer">
      <Logo size={32} decorative />
      <p className="footer__tagline">{texts.footer.tagline}</p>
      <p className="footer__contact">
        <span className="visually-hidden">{texts.footer.contact}: </span>
        {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        {contact.email && contact.phone && <span aria-hidden="true"> · </span>}
        {contact.phone && <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>}
      </p>
    </footer>
  );
}
