import { useMutation, useQuery } from '@apollo/client/react';
import {
  INSPECTION_LINK_UNITS,
  INSPECTION_PATH,
  type InspectionLinkUnit,
  inspectionLinkSchema,
  inspectionLinkTexts as t,
} from '@club/domain/inspection-links';
import { checkRules } from '@club/domain/rule-schema';
import type { InspectionLinksQuery } from '@club/web-kit/graphql/graphql';
import { type FormEvent, useId, useState } from 'react';
import { CredentialResults, NameField, useCredentialActions } from './credential-parts.tsx';
import {
  CREATE_INSPECTION_LINK_MUTATION,
  INSPECTION_LINKS_QUERY,
  REVOKE_INSPECTION_LINK_MUTATION,
} from './inspection-links-documents.ts';

type InspectionLink = InspectionLinksQuery['inspectionLinks'][number];

/** The page the inspector opens: this web app's, the link's key in the fragment (never sent to a server). */
const linkOf = (secret: string) => `${window.location.origin}${INSPECTION_PATH}#${secret}`;

/**
 * On /admin/claves: links for an inspector of the IRCCA, read-only views of the legal records for
 * some hours or days, shown once, listed with their views, revoked at once.
 */
export function InspectionLinksSection() {
  const ids = useId();
  const { data, error, refetch } = useQuery(INSPECTION_LINKS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_INSPECTION_LINK_MUTATION);
  const [revoke] = useMutation(REVOKE_INSPECTION_LINK_MUTATION);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('8');
  const [unit, setUnit] = useState<InspectionLinkUnit>('hours');
  const reload = () => refetch().catch(() => undefined);
  const { problem, revoking, setRevoking, ...actions } = useCredentialActions<InspectionLink>(
    t.notFound,
    reload,
  );

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, amount: Number(amount), unit };
    const made = await actions.create(
      checkRules(inspectionLinkSchema, input),
      async () => (await create({ variables: input })).data?.createInspectionLink,
    );
    if (made) setName('');
  }

  const onRevoke = (row: InspectionLink) =>
    actions.revoke(async () => (await revoke({ variables: { id: row.id } })).data?.revokeInspectionLink);

  const nameError = problem?.field === 'name' ? problem.message : null;
  const amountError = problem?.field === 'amount' ? problem.message : null;

  return (
    <section className="or-keys__links" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t.title}</h2>
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
          <label htmlFor={`${ids}-amount`}>{t.amount}</label>
          <input
            id={`${ids}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            value={amount}
            aria-describedby={amountError ? `${ids}-amount-hint` : undefined}
            aria-invalid={amountError ? true : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          {amountError && (
            <span id={`${ids}-amount-hint`} className="or-keys__hint">
              {amountError}
            </span>
          )}
        </div>
        <div className="or-keys__field">
          <label htmlFor={`${ids}-unit`}>{t.unit}</label>
          <select
            id={`${ids}-unit`}
            value={unit}
            onChange={(event) => setUnit(event.target.value as InspectionLinkUnit)}
          >
            {INSPECTION_LINK_UNITS.map((option) => (
              <option key={option} value={option}>
                {t.units[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t.create}
        </button>
      </form>
      <CredentialResults
        id={`${ids}-link`}
        texts={t}
        problem={problem}
        shown={actions.secret && linkOf(actions.secret)}
        rows={data?.inspectionLinks}
        count={{ label: t.columns.views, of: (row) => row.views }}
        revoking={revoking}
        setRevoking={setRevoking}
        onRevoke={onRevoke}
      />
    </section>
  );
}
