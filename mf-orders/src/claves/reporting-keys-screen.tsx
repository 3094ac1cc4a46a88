import { useMutation, useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import {
  REPORTING_KEY_MAX_DAYS,
  reportingKeySchema,
  reportingKeyTexts as t,
} from '@club/domain/reporting-keys';
import { checkRules } from '@club/domain/rule-schema';
import { formatDateTime } from '@club/web-kit/format/date-format';
import type { ReportingKeysQuery } from '@club/web-kit/graphql/graphql';
import { RecordTable } from '@club/web-kit/table/record-table.tsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { credentialState, RevokeDialog, ShownOnce } from './credential-parts.tsx';
import {
  CREATE_REPORTING_KEY_MUTATION,
  REPORTING_KEYS_QUERY,
  REVOKE_REPORTING_KEY_MUTATION,
} from './reporting-keys-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './reporting-keys.css';

type ReportingKey = ReportingKeysQuery['reportingKeys'][number];

const stateOf = (key: ReportingKey, now: number): string => credentialState(key, now, t);

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
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [revoking, setRevoking] = useState<ReportingKey | null>(null);
  const reload = () => refetch().catch(() => undefined);

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, days: Number(days) };
    const checked = checkRules(reportingKeySchema, input);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    const { data: made } = await create({ variables: input });
    const answer = made?.createReportingKey;
    if (answer?.ok && answer.secret) {
      setSecret(answer.secret);
      setProblem(null);
      setName('');
      await reload();
    } else {
      setProblem({ field: answer?.field ?? null, message: answer?.error ?? t.notFound });
    }
  }

  async function onRevoke(key: ReportingKey) {
    const { data: revoked } = await revoke({ variables: { id: key.id } });
    const answer = revoked?.revokeReportingKey;
    setRevoking(null);
    if (!answer?.ok) setProblem({ field: null, message: answer?.error ?? t.notFound });
    await reload();
  }

  const now = Date.now();
  const keys = data?.reportingKeys ?? [];
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
        <div className="or-keys__field">
          <label htmlFor={`${ids}-name`}>{t.name}</label>
          <input
            id={`${ids}-name`}
            value={name}
            maxLength={80}
            aria-describedby={`${ids}-name-hint`}
            aria-invalid={nameError ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <span id={`${ids}-name-hint`} className="or-keys__hint">
            {nameError ?? t.nameHint}
          </span>
        </div>
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
      {problem && (
        <p role="alert" className="error-line">
          {problem.message}
        </p>
      )}
      {secret && (
        <ShownOnce
          key={secret}
          id={`${ids}-secret`}
          intro={t.created}
          label={t.title}
          value={secret}
          copy={t.copy}
          copied={t.copied}
        />
      )}
      {data && keys.length === 0 && <p>{t.none}</p>}
      {keys.length > 0 && (
        <RecordTable
          className="or-keys__table"
          label={t.title}
          records={keys}
          recordKey={(key) => key.id}
          columns={[
            { label: t.columns.name, cell: (key) => key.name },
            { label: t.columns.prefix, cell: (key) => <code>{key.prefix}…</code> },
            { label: t.columns.expires, cell: (key) => formatDateTime(key.expiresAt) },
            {
              label: t.columns.lastUse,
              cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t.neverUsed),
            },
            { label: t.columns.uses, cell: (key) => key.uses, figure: true },
            {
              label: t.columns.state,
              cell: (key) =>
                stateOf(key, now) === t.active ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={fillText(t.revokeLabel, { name: key.name })}
                    onClick={() => setRevoking(key)}
                  >
                    {t.revoke}
                  </button>
                ) : (
                  stateOf(key, now)
                ),
            },
          ]}
        />
      )}
      {revoking && (
        <RevokeDialog
          title={fillText(t.revokeLabel, { name: revoking.name })}
          revoke={t.revoke}
          cancel={t.cancel}
          onRevoke={() => onRevoke(revoking)}
          onClose={() => setRevoking(null)}
        >
          {fillText(t.revokeConfirm, { name: revoking.name })}
        </RevokeDialog>
      )}
      {children}
    </section>
  );
}
