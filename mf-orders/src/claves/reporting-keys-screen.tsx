import { useMutation, useQuery } from '@apollo/client/react';
import {
  REPORTING_KEY_MAX_DAYS,
  reportingKeySchema,
  reportingKeyTexts as t,
} from '@club/domain/reporting-keys';
import { checkRules } from '@club/domain/rule-schema';
import type { ReportingKeysQuery } from '@club/web-kit/graphql/graphql';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { CredentialResults, NameField, useCredentialActions } from './credential-parts.tsx';
import {
  CREATE_REPORTING_KEY_MUTATION,
  REPORTING_KEYS_QUERY,
  REVOKE_REPORTING_KEY_MUTATION,
} from './reporting-keys-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './reporting-keys.css';

type ReportingKey = ReportingKeysQuery['reportingKeys'][number];

/**
 * /admin/claves: keys for the club's reporting clients (a spreadsheet, a script): made with a name
 * and a lifetime, shown once, listed with their last use, revoked at once. `children`: the
 * screen's other credentials (the inspectors' links).
 */
export function ReportingKeysScreen({ children }: { children?: ReactNode }) {
  const ids = useId();
  const { data, error, refetch } = useQuery(REPORTING_KEYS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_REPORTING_KEY_MUTATION);
  const [revoke] = useMutation(REVOKE_REPORTING_KEY_MUTATION);
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const reload = () => refetch().catch(() => undefined);
  const { problem, revoking, setRevoking, ...actions } = useCredentialActions<ReportingKey>(
    t.notFound,
    reload,
  );

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, days: Number(days) };
    const made = await actions.create(
      checkRules(reportingKeySchema, input),
      async () => (await create({ variables: input })).data?.createReportingKey,
    );
    if (made) setName('');
  }

  const onRevoke = (row: ReportingKey) =>
    actions.revoke(async () => (await revoke({ variables: { id: row.id } })).data?.revokeReportingKey);

  const nameError = problem?.field === 'name' ? problem.message : null;
  const daysError = problem?.field === 'days' ? problem.message : null;

  return (
    <section className="page or-keys" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t.title}</h1>
      <p>{t.intro}</p>
      {error && (
        <p role="alert" className="error-line">
          {error.message}
        </p>
      )}
      <form className="or-keys__form" onSubmit={onCreate} noValidate>
        <NameField
          id={`${ids}-name`}
          label={t.name}
          hint={t.nameHint}
          value={name}
          error={nameError}
          onChange={setName}
        />
        <div className="or-keys__field">
          <label htmlFor={`${ids}-days`}>{t.days}</label>
          <input
            id={`${ids}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={REPORTING_KEY_MAX_DAYS}
            value={days}
            aria-invalid={daysError ? true : undefined}
            onChange={(event) => setDays(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t.create}
        </button>
      </form>
      <CredentialResults
        id={`${ids}-secret`}
        texts={t}
        problem={problem}
        shown={actions.secret}
        rows={data?.reportingKeys}
        count={{ label: t.columns.uses, of: (key) => key.uses }}
        revoking={revoking}
        setRevoking={setRevoking}
        onRevoke={onRevoke}
      />
      {children}
    </section>
  );
}
