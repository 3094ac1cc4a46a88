import { clubNow } from '@club/domain/club-clock';
import { fillText } from '@club/domain/fill-text';
import { isLeaveReason } from '@club/domain/member-leaving';
import { identityTexts, leavingTexts } from '@club/domain/member-texts';
import { ageOn } from '@club/domain/person';
import { formatDate } from '@club/web-kit/format/date-format';
import { Pill } from '@club/web-kit/status-badge/status-badge.tsx';
import { useId } from 'react';
import type { Member } from './socios-documents.ts';
import { sociosTexts } from './socios-texts.ts';

// Where a member stands and who they are under the law, on the list and the member's page.

/** Activo, Desactivado (may be reactivated) or Baja del club (final). */
export function MemberStatusPill({ member }: { member: Pick<Member, 'active' | 'leftOn'> }) {
  if (member.leftOn !== null) return <Pill tone="danger">{sociosTexts.left}</Pill>;
  return member.active ? (
    <Pill tone="ok">{sociosTexts.active}</Pill>
  ) : (
    <Pill tone="warn">{sociosTexts.inactive}</Pill>
  );
}

const residencyLabel = (residency: string | null): string | null =>
  residency === 'ciudadania' || residency === 'residencia' ? identityTexts.residencyLabels[residency] : null;

const reasonLabel = (reason: string | null): string =>
  isLeaveReason(reason) ? leavingTexts.reasonLabels[reason] : (reason ?? '');

/** The legal identity as the club holds it, and the baja when there is one. */
export function MemberIdentitySection({ member }: { member: Member }) {
  const ids = useId();
  const today = clubNow(new Date()).date;
  const shown = (value: string | null) => value ?? sociosTexts.notRecorded;
  const rows: Array<[string, string]> = [
    [sociosTexts.cedula, shown(member.cedula)],
    [
      sociosTexts.birthDate,
      member.birthDate
        ? `${formatDate(member.birthDate)} (${fillText(sociosTexts.age, { N: ageOn(member.birthDate, today) })})`
        : sociosTexts.notRecorded,
    ],
    [sociosTexts.residency, shown(residencyLabel(member.residency))],
    [sociosTexts.phone, shown(member.phone)],
    [
      sociosTexts.irccaRegisteredOn,
      member.irccaRegisteredOn ? formatDate(member.irccaRegisteredOn) : sociosTexts.notRecorded,
    ],
  ];
  return (
    <section className="card or-socio__identity-data" aria-labelledby={`${ids}-identity`}>
      <h2 id={`${ids}-identity`} className="or-socio__subtitle">
        {sociosTexts.identity}
      </h2>
      {member.leftOn !== null && (
        <p className="kit-alert" role="note">
          {fillText(sociosTexts.leftSummary, {
            date: formatDate(member.leftOn),
            reason: reasonLabel(member.leaveReason),
          })}
        </p>
      )}
      <dl className="or-identity">
        {rows.map(([label, value]) => (
          <div key={label} className="or-identity__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
