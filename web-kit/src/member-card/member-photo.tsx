import { fillText } from '@club/domain/fill-text';
import { memberCardTexts as t } from '@club/domain/member-card';
import './member-photo-form.css';

/** A member's photo as a round picture of `size` px, or 'Sin foto' in its place. */
export function MemberPhoto({
  photo,
  name,
  size,
}: {
  photo: string | null | undefined;
  name: string;
  size: number;
}) {
  const box = { width: size, height: size };
  return photo ? (
    <img
      className="member-photo"
      src={photo}
      alt={fillText(t.photoAlt, { name })}
      width={size}
      height={size}
    />
  ) : (
    <p className="member-photo member-photo--none" style={box}>
      {t.noPhoto}
    </p>
  );
}
