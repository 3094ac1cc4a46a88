import { fillText } from '@club/domain/fill-text';
import { Dialog } from '@club/web-kit/dialog/dialog.tsx';
import { formatDateTime } from '@club/web-kit/format/date-format';
import { RecordTable } from '@club/web-kit/table/record-table.tsx';
import { ScrollRegion } from '@club/web-kit/table/scroll-region.tsx';
import { type ReactNode, useState } from 'react';

// What a reporting key and an inspector's link share on /admin/claves: the name it is made with,
// the secret shown once, the list with its last use, and the confirmation before revoking.

export interface Problem {
  field: string | null;
  message: string;
}

/** What the gateway answers a credential's making or revocation with. */
interface Answer {
  ok: boolean;
  error?: string | null;
  field?: string | null;
  secret?: string | null;
}

/**
 * A credential's making and revocation on /admin/claves: the form's rules checked before the
 * gateway is asked, the secret kept to show once, the refusal kept to show at its field, the list
 * reloaded after each.
 */
export function useCredentialActions<Row>(notFound: string, reload: () => Promise<unknown>) {
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [revoking, setRevoking] = useState<Row | null>(null);
  return {
    secret,
    problem,
    revoking,
    setRevoking,
    /** True when the credential was made (the form may then be cleared). */
    async create(
      checked: { ok: true } | { ok: false; problem: Problem },
      send: () => Promise<Answer | null | undefined>,
    ): Promise<boolean> {
      if (!checked.ok) {
        setProblem(checked.problem);
        return false;
      }
      const answer = await send();
      if (answer?.ok && answer.secret) {
        setSecret(answer.secret);
        setProblem(null);
        await reload();
        return true;
      }
      setProblem({ field: answer?.field ?? null, message: answer?.error ?? notFound });
      return false;
    },
    async revoke(send: () => Promise<Answer | null | undefined>): Promise<void> {
      const answer = await send();
      setRevoking(null);
      if (!answer?.ok) setProblem({ field: null, message: answer?.error ?? notFound });
      await reload();
    },
  };
}

/** The name a credential is made with: who holds it. The hint turns into the refusal's text. */
export function NameField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="or-keys__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={80}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="or-keys__hint">
        {error ?? hint}
      </span>
    </div>
  );
}

export interface CredentialRow {
  id: string;
  name: string;
  prefix: string;
  expiresAt: string;
  revokedAt?: string | null;
  lastUsedAt?: string | null;
}

interface CredentialTexts {
  title: string;
  /** The box that scrolls the list sideways on a phone: a name apart from the section's. */
  listLabel: string;
  columns: { name: string; prefix: string; expires: string; lastUse: string; state: string };
  neverUsed: string;
  revoke: string;
  revokeLabel: string;
  revoked: string;
  expired: string;
  active: string;
}

/** The credentials made, newest first: an active one has its revoke button in its state's column. */
function CredentialTable<R extends CredentialRow>({
  rows,
  texts: t,
  count,
  onRevoke,
}: {
  rows: readonly R[];
  texts: CredentialTexts;
  /** The column that counts a credential's uses (a key's calls, a link's views). */
  count: { label: string; of: (row: R) => number };
  onRevoke: (row: R) => void;
}) {
  const now = Date.now();
  return (
    <ScrollRegion label={t.listLabel}>
      <RecordTable
        className="kit-table or-keys__table"
        label={t.title}
        records={rows}
        recordKey={(row) => row.id}
        columns={[
          { label: t.columns.name, cell: (row) => row.name },
          { label: t.columns.prefix, cell: (row) => <code>{row.prefix}…</code> },
          { label: t.columns.expires, cell: (row) => formatDateTime(row.expiresAt) },
          {
            label: t.columns.lastUse,
            cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : t.neverUsed),
          },
          { label: count.label, cell: count.of, figure: true },
          {
            label: t.columns.state,
            cell: (row) => {
              const state = credentialState(row, now, t);
              return state === t.active ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={fillText(t.revokeLabel, { name: row.name })}
                  onClick={() => onRevoke(row)}
                >
                  {t.revoke}
                </button>
              ) : (
                state
              );
            },
          },
        ]}
      />
    </ScrollRegion>
  );
}

/** Active, revoked or expired, as of `now`. */
export function credentialState<S>(
  credential: { revokedAt?: string | null; expiresAt: string },
  now: number,
  states: { revoked: S; expired: S; active: S },
): S {
  if (credential.revokedAt) return states.revoked;
  return Date.parse(credential.expiresAt) <= now ? states.expired : states.active;
}

/** The new key or link, shown this once, with a button that copies it. */
function ShownOnce({
  id,
  intro,
  label,
  value,
  copy,
  copied,
}: {
  id: string;
  intro: string;
  label: string;
  value: string;
  copy: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <div className="or-keys__secret" role="status">
      <p>{intro}</p>
      <label htmlFor={id}>{label}</label>
      <div className="or-keys__copy">
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} />
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(value).catch(() => undefined);
            setDone(true);
          }}
        >
          {done ? copied : copy}
        </button>
      </div>
    </div>
  );
}

/** Asks before revoking: what stops working, and the two choices. */
function RevokeDialog({
  title,
  children,
  revoke,
  cancel,
  onRevoke,
  onClose,
}: {
  title: string;
  children: ReactNode;
  revoke: string;
  cancel: string;
  onRevoke: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{children}</p>
      <div className="or-keys__confirm">
        <button type="button" className="button" onClick={onRevoke}>
          {revoke}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {cancel}
        </button>
      </div>
    </Dialog>
  );
}

interface ResultTexts extends CredentialTexts {
  created: string;
  copy: string;
  copied: string;
  none: string;
  cancel: string;
  revokeConfirm: string;
}

/**
 * What follows a credential's form: the refusal, the new one shown once (`shown`: what the admin
 * copies), the list (once loaded) and the confirmation before revoking.
 */
export function CredentialResults<R extends CredentialRow>({
  id,
  texts: t,
  problem,
  shown,
  rows,
  count,
  revoking,
  setRevoking,
  onRevoke,
}: {
  id: string;
  texts: ResultTexts;
  problem: Problem | null;
  shown: string | null;
  /** Undefined until the list is loaded. */
  rows: readonly R[] | undefined;
  count: { label: string; of: (row: R) => number };
  revoking: R | null;
  setRevoking: (row: R | null) => void;
  onRevoke: (row: R) => void;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="error-line">
          {problem.message}
        </p>
      )}
      {shown && (
        <ShownOnce
          key={shown}
          id={id}
          intro={t.created}
          label={t.title}
          value={shown}
          copy={t.copy}
          copied={t.copied}
        />
      )}
      {rows?.length === 0 && <p>{t.none}</p>}
      {rows && rows.length > 0 && (
        <CredentialTable rows={rows} texts={t} count={count} onRevoke={setRevoking} />
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
    </>
  );
}
