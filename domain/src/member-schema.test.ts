import { describe, expect, it } from 'vitest';
import { memberDetailsProblem, newMemberSchema, passwordProblem } from './member-schema.ts';
import { memberTexts } from './member-texts.ts';
import { checkRules } from './rule-schema.ts';

const ana = { name: 'Ana', lastName: 'Gómez', mail: 'ana@club.uy' };
const nameProblem = (value: string, field: 'name' | 'lastName') =>
  memberDetailsProblem({ ...ana, [field]: value });
const mailProblem = (mail: string) => memberDetailsProblem({ ...ana, mail });

describe('member schema', () => {
  it('refuses empty and overlong names with the field they concern', () => {
    expect(nameProblem('   ', 'name')).toMatchObject({ field: 'name', message: memberTexts.nameRequired });
    expect(nameProblem('', 'lastName')).toMatchObject({
      field: 'lastName',
      message: memberTexts.lastNameRequired,
    });
    expect(nameProblem('a'.repeat(81), 'name')?.message).toBe(
      'El nombre y el apellido pueden tener hasta 80 caracteres',
    );
    expect(nameProblem('Ñandú', 'name')).toBeNull();
  });

  it.each(['ana', 'ana@club', 'ana @club.uy', 'ana@club..uy', '@club.uy', 'ana@@club.uy'])(
    'refuses the mail %j',
    (mail) => {
      expect(mailProblem(mail)).toMatchObject({ code: 'MAIL_INVALIDO', message: memberTexts.invalidMail });
    },
  );

  it('accepts ordinary mails, whatever their case and surrounding spaces', () => {
    for (const mail of ['ana@club.uy', ' Ana.Fernández+club@Correo.com.uy ', 'x@y.io']) {
      expect(mailProblem(mail)).toBeNull();
    }
    expect(mailProblem(' ')?.message).toBe(memberTexts.mailRequired);
  });

  it('asks for at least 8 characters of password, counting characters not bytes', () => {
    expect(passwordProblem('1234567')?.message).toBe(memberTexts.passwordTooShort);
    expect(passwordProblem('contraseña')).toBeNull();
    expect(passwordProblem('ñññññññ')?.code).toBe('CONTRASENA_INVALIDA');
  });

  it('reports the first problem in the form order', () => {
    expect(memberDetailsProblem({ name: '', lastName: '', mail: 'x' })?.field).toBe('name');
    expect(memberDetailsProblem({ name: 'Ana', lastName: '', mail: 'x' })?.field).toBe('lastName');
    expect(memberDetailsProblem({ name: 'Ana', lastName: 'Gómez', mail: 'x' })?.field).toBe('mail');
    expect(memberDetailsProblem({ name: 'Ana', lastName: 'Gómez', mail: 'ana@club.uy' })).toBeNull();
  });

  it('takes a new member without a password (the gateway makes one), or with a valid one', () => {
    expect(checkRules(newMemberSchema, { ...ana, password: '' }).ok).toBe(true);
    expect(checkRules(newMemberSchema, { ...ana, password: 'contraseña' }).ok).toBe(true);
    expect(checkRules(newMemberSchema, { ...ana, password: 'corta' })).toMatchObject({
      ok: false,
      problem: { code: 'CONTRASENA_INVALIDA', field: 'password', message: memberTexts.passwordTooShort },
    });
    expect(checkRules(newMemberSchema, { ...ana, name: '', password: 'corta' })).toMatchObject({
      problem: { field: 'name' },
    });
  });
});
