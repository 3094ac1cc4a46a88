/** A member as a choice in a select (the bills' and the manicure's 'Socio'): keyed by id, shown by name. */
export const memberOption = {
  value: (member: { id: number | string }) => String(member.id),
  label: (member: { name: string; lastName: string }) => `${member.name} ${member.lastName}`,
};
