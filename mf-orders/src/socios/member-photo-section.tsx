import { useQuery } from '@apollo/client/react';
import { memberCardTexts } from '@club/domain/member-card';
import { graphql } from '@club/web-kit/graphql/gql';
import { MemberPhoto } from '@club/web-kit/member-card/member-photo.tsx';
import { MemberPhotoForm } from '@club/web-kit/member-card/member-photo-form.tsx';
import { useId } from 'react';

// The member's photo on their page: what the counter shows beside their name, which an admin may
// upload for a member who does not (a new member at the desk, say).

export const MEMBER_PHOTO_QUERY = graphql(`
  query MemberPhoto($memberId: Int!) {
    memberPhoto(memberId: $memberId)
  }
`);

export function MemberPhotoSection({ memberId, name }: { memberId: number; name: string }) {
  const ids = useId();
  const { data, refetch } = useQuery(MEMBER_PHOTO_QUERY, {
    variables: { memberId },
    fetchPolicy: 'cache-and-network',
  });
  const photo = data?.memberPhoto ?? null;
  return (
    <section className="card or-socio__photo" aria-labelledby={`${ids}-photo`}>
      <h2 id={`${ids}-photo`} className="or-socio__subtitle">
        {memberCardTexts.photoTitleAdmin}
      </h2>
      <MemberPhoto photo={photo} name={name} size={120} />
      <MemberPhotoForm
        path={`/admin/members/${memberId}/photo`}
        hasPhoto={photo !== null}
        onChange={() => void refetch().catch(() => undefined)}
      />
    </section>
  );
}
