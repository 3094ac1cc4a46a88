import { ApolloProvider, useQuery } from '@apollo/client/react';
import { genericTexts } from '@club/domain/account-texts';
import { fillText } from '@club/domain/fill-text';
import { inspectionLinkTexts as t } from '@club/domain/inspection-links';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { useMemo, useState } from 'react';
import { createApolloClient } from '../apollo/apollo-client.ts';
import { isUnauthenticated } from '../apollo/unauthenticated.ts';
import { useRuntimeConfig } from '../config/config-context.tsx';
import { INSPECTION_QUERY } from './inspection-documents.ts';
import { type InspectionSection, SECTIONS, SectionRecords } from './inspection-records.tsx';
import '@club/web-kit/back-office/back-office.css';
import './inspection-page.css';

// The page an inspector's link opens (/inspeccion#<key>), with no account: the key rides in the
// fragment, which the browser never sends to a server or in a Referer, and every call of the page
// carries it instead of a session (its own Apollo client). The club and the link's expiry head
// every section; each section is one query, and the gateway logs each as a view.

/** The link's key, from the address's fragment. */
function keyOfAddress(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
}

export function InspectionPage() {
  const { gatewayUrl } = useRuntimeConfig();
  const [key] = useState(keyOfAddress);
  const client = useMemo(
    () =>
      createApolloClient({
        uri: `${gatewayUrl}/graphql`,
        getToken: () => key,
        // The page says so itself: there is no session to drop.
        onUnauthenticated: () => undefined,
      }),
    [gatewayUrl, key],
  );
  if (!key) return <Refused message={t.missing} />;
  return (
    <ApolloProvider client={client}>
      <Inspection />
    </ApolloProvider>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <section className="page inspection" aria-labelledby="inspection-title">
      <h1 id="inspection-title">{t.pageTitle}</h1>
      <p role="alert" className="error-line">
        {message}
      </p>
    </section>
  );
}

function Inspection() {
  const { data, error } = useQuery(INSPECTION_QUERY);
  const [section, setSection] = useState<InspectionSection>('plants');
  if (error) return <Refused message={isUnauthenticated(error) ? t.invalid : genericTexts.serverError} />;
  const inspection = data?.inspection;
  if (!inspection) return <p className="page inspection">{t.loading}</p>;
  return (
    <section className="page inspection" aria-labelledby="inspection-title">
      <header className="inspection__header">
        <p className="inspection__club">{inspection.clubName}</p>
        {inspection.irccaRegistration && (
          <p>{fillText(t.registration, { number: inspection.irccaRegistration })}</p>
        )}
        <p className="inspection__expiry">
          {fillText(t.validUntil, { when: formatDateTime(inspection.expiresAt) })}
        </p>
        <p className="inspection__note">{t.readOnly}</p>
      </header>
      <h1 id="inspection-title">
        {t.pageTitle}: {t.sections[section]}
      </h1>
      <nav className="inspection__nav" aria-label={t.sectionsLabel}>
        {SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            className={name === section ? 'button' : 'button button--secondary'}
            aria-current={name === section ? 'page' : undefined}
            onClick={() => setSection(name)}
          >
            {t.sections[name]}
          </button>
        ))}
      </nav>
      <SectionRecords section={section} />
    </section>
  );
}
