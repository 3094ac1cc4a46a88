import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { texts } from '@club/domain/texts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MemberActionButtons, useMemberActions } from './member-actions.tsx';
import { MemberStatusPill } from './member-status.tsx';
import { importTexts, MembersImport } from './members-import.tsx';
import { type Member, SOCIOS_QUERY } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';
import '@club/web-kit/back-office/back-office.css';
import { Field } from '@club/web-kit/field/field.tsx';
import { RetryAlert } from '@club/web-kit/page/page.tsx';
import { Pill } from '@club/web-kit/status-badge/status-badge.tsx';
import { TableHead } from '@club/web-kit/table/table-head.tsx';
import './socios.css';

/** How long typing pauses before the search goes to the gateway. */
export const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function Grams({ used, limit }: { used: number; limit: number }) {
  return (
    <span className={`or-grams${used >= limit ? ' or-grams--full' : ''}`}>
      {fillText(sociosTexts.gramsOf, { used, limit })}
    </span>
  );
}

function StatusBadges({ member }: { member: Member }) {
  return (
    <span className="or-badges">
      <MemberStatusPill member={member} />
      {member.role === 'admin' && <Pill tone="accent">{sociosTexts.admin}</Pill>}
      {member.technicalLead && <Pill tone="accent">{sociosTexts.technicalLead}</Pill>}
    </span>
  );
}

/** /admin/socios: every member with this month's and year's grams, search, and the admin's actions. */
export function SociosScreen() {
  const ids = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const { data, previousData, loading, error, refetch } = useQuery(SOCIOS_QUERY, {
    variables: { search: search === '' ? null : search },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const actions = useMemberActions(['SociosList']);
  const [importing, setImporting] = useState(false);

  return (
    <section className="or-socios" aria-labelledby={`${ids}-title`}>
      <header className="or-socios__header">
        <div>
          <h1 id={`${ids}-title`} className="or-socios__title">
            {sociosTexts.title}
          </h1>
          {shown && (
            <p className="or-socios__count">
              {fillText(sociosTexts.activeCount, {
                active: shown.memberLimit.active,
                max: shown.memberLimit.max,
              })}
            </p>
          )}
        </div>
        <span className="or-socios__header-actions">
          <button type="button" className="button button--secondary" onClick={() => setImporting(true)}>
            {importTexts.open}
          </button>
          <button type="button" className="button" onClick={() => actions.open('create')}>
            {sociosTexts.newMember}
          </button>
        </span>
      </header>
      {importing && <MembersImport onClose={() => setImporting(false)} />}

      <Field label={sociosTexts.search} className="or-socios__search">
        <input
          type="search"
          value={text}
          placeholder={sociosTexts.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>

      {error && !shown && (
        <RetryAlert
          message={sociosTexts.loadError}
          retryLabel={sociosTexts.retry}
          onRetry={() => void refetch()}
        />
      )}
      {actions.trimmerError && (
        <p role="alert" className="kit-alert">
          {actions.trimmerError}
        </p>
      )}
      {!shown && loading && (
        <p role="status" className="kit-status">
          {texts.loading}
        </p>
      )}
      {shown &&
        (shown.members.length === 0 ? (
          <p className="kit-status">{search === '' ? sociosTexts.empty : sociosTexts.noMatch}</p>
        ) : (
          <table className="or-socios__table">
            <TableHead
              columns={[
                sociosTexts.number,
                sociosTexts.member,
                sociosTexts.status,
                sociosTexts.trimmer,
                sociosTexts.gramsMonth,
                sociosTexts.gramsYear,
                { label: sociosTexts.actions, hidden: true },
              ]}
            />
            <tbody>
              {shown.members.map((member) => (
                <tr key={member.id} className={member.active ? undefined : 'or-socios__row--inactive'}>
                  <td className="or-socios__number">#{member.id}</td>
                  <td>
                    <div className="or-socios__who">
                      <Link to={`/admin/socios/${member.id}`} className="or-socios__name">
                        {member.name} {member.lastName}
                      </Link>
                      <span className="or-socios__mail">{member.mail}</span>
                    </div>
                  </td>
                  <td data-label={sociosTexts.status}>
                    <StatusBadges member={member} />
                  </td>
                  <td data-label={sociosTexts.trimmer}>
                    <input
                      type="checkbox"
                      className="or-switch"
                      checked={member.trimmer}
                      aria-label={fillText(sociosTexts.trimmerToggle, {
                        name: `${member.name} ${member.lastName}`,
                      })}
                      onChange={() => void actions.toggleTrimmer(member)}
                    />
                  </td>
                  <td data-label={sociosTexts.gramsMonth}>
                    <Grams used={member.gramsMonth} limit={shown.memberLimit.monthlyGrams} />
                  </td>
                  <td data-label={sociosTexts.gramsYear}>
                    <Grams used={member.gramsYear} limit={shown.memberLimit.yearlyGrams} />
                  </td>
                  <td className="or-socios__actions">
                    <MemberActionButtons member={member} open={actions.open} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {actions.dialog}
    </section>
  );
}
