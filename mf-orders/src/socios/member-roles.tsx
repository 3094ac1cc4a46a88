import { useMutation, useQuery } from '@apollo/client/react';
import { isRoleKey, ROLE_LABELS, ROLES, type RoleKey } from '@club/domain/roles';
import { texts } from '@club/domain/texts';
import { Section } from '@club/web-kit/page/page.tsx';
import { useEffect, useId, useState } from 'react';
import { MEMBER_ROLES_QUERY, SET_MEMBER_ROLES } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

const t = texts.roles;

/**
 * What the person may do in the club: one checkbox per role, saved together. The gateway refuses
 * to leave the club without an Administración, and says so in Spanish.
 */
export function MemberRolesSection({ memberId }: { memberId: number }) {
  const ids = useId();
  const { data } = useQuery(MEMBER_ROLES_QUERY, {
    variables: { memberId },
    fetchPolicy: 'cache-and-network',
  });
  const [save, saving] = useMutation(SET_MEMBER_ROLES);
  const held = data?.memberRoles;
  const [chosen, setChosen] = useState<Set<RoleKey> | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (held) setChosen(new Set(held.filter(isRoleKey)));
  }, [held]);

  if (!chosen) return null;
  const toggle = (role: RoleKey) => {
    const next = new Set(chosen);
    if (next.has(role)) next.delete(role);
    else next.add(role);
    setChosen(next);
    setMessage(null);
  };
  async function submit() {
    setMessage(null);
    try {
      const { data: answer } = await save({
        variables: { memberId, roles: ROLES.filter((role) => chosen?.has(role)) },
      });
      const result = answer?.setMemberRoles;
      if (result?.ok && result.roles) setChosen(new Set(result.roles.filter(isRoleKey)));
      setMessage(
        result?.ok
          ? { ok: true, text: t.saved }
          : { ok: false, text: result?.error ?? sociosTexts.saveError },
      );
    } catch {
      setMessage({ ok: false, text: sociosTexts.saveError });
    }
  }

  return (
    <Section title={t.title} className="card or-socio__roles">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="or-roles">
          <legend id={`${ids}-hint`}>{t.hint}</legend>
          {ROLES.map((role) => (
            <label key={role} className="or-roles__role">
              <input type="checkbox" checked={chosen.has(role)} onChange={() => toggle(role)} />{' '}
              {ROLE_LABELS[role]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={saving.loading}>
          {t.save}
        </button>
        {message &&
          (message.ok ? (
            <p role="status">{message.text}</p>
          ) : (
            <p role="alert" className="kit-alert">
              {message.text}
            </p>
          ))}
      </form>
    </Section>
  );
}
