import { describe, expect, it } from 'vitest';
import { changePasswordTexts, genericTexts } from './account-texts.ts';
import { passwordChangeSchema } from './password-change-schema.ts';
import { checkRules } from './rule-schema.ts';

const problem = (input: unknown) => {
  const checked = checkRules(passwordChangeSchema, input);
  return checked.ok ? null : checked.problem;
};

describe('passwordChangeSchema', () => {
  it('takes a new password typed twice alike, long enough and not the old one', () => {
    expect(problem({ oldPass: 'vieja1234', newPass: 'nueva1234', repPass: 'nueva1234' })).toBeNull();
  });

  it('checks in order: repeated alike, then length, then different from the old', () => {
    expect(problem({ oldPass: 'corta', newPass: 'corta', repPass: 'otra' })).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: changePasswordTexts.mismatch,
    });
    expect(problem({ oldPass: 'corta', newPass: 'corta', repPass: 'corta' })).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: changePasswordTexts.tooShort,
    });
    expect(problem({ oldPass: 'vieja1234', newPass: 'vieja1234', repPass: 'vieja1234' })).toMatchObject({
      code: 'PASSWORD_SAME_AS_OLD',
      message: changePasswordTexts.sameAsOld,
    });
  });

  it('counts characters, not bytes', () => {
    expect(problem({ oldPass: 'x', newPass: 'ñññññññ', repPass: 'ñññññññ' })?.code).toBe(
      'PASSWORD_TOO_SHORT',
    );
  });

  it('takes a field missing, not text or huge for a bad request, not a rule', () => {
    for (const input of [
      { oldPass: 'vieja1234', newPass: 'nueva1234' },
      { oldPass: 1, newPass: 'nueva1234', repPass: 'nueva1234' },
      { oldPass: 'x'.repeat(1025), newPass: 'nueva1234', repPass: 'nueva1234' },
    ]) {
      expect(problem(input)).toMatchObject({ code: 'DATOS_INVALIDOS', message: genericTexts.badRequest });
    }
  });
});
