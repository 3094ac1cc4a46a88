import { useQuery } from '@apollo/client/react';
import { texts } from '@club/domain/texts';
import { graphql } from '@club/web-kit/graphql/gql';
import { Logo } from '../brand/logo.tsx';

// The contact is a club setting an admin edits in Ajustes (in force today), so it comes from the
// gateway; the footer is below the fold, so nothing on screen waits for it.
const CLUB_CONTACT_QUERY = graphql(`query FooterContact { clubContact { email phone } }`);

export function Footer() {
  const { data } = useQuery(CLUB_CONTACT_QUERY);
  const contact = data?.clubContact;
  return (
    <footer className="footer">
      <Logo size={32} />
      <p className="footer__tagline">{texts.footer.tagline}</p>
      <p className="footer__contact">
        <span className="visually-hidden">{texts.footer.contact}: </span>
        {contact?.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        {contact?.email && contact.phone && <span aria-hidden="true"> · </span>}
        {contact?.phone && <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>}
      </p>
    </footer>
  );
}
