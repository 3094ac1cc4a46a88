import { useQuery } from '@apollo/client/react';
import { type ClubSettings, DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import { graphql } from '@club/web-kit/graphql/gql';

// The club's rules the storefront applies before sending (the grams step, the caps, the
// cancellation cut-off): settings an admin edits, read from the gateway. Until they arrive the
// spec's values stand in; the gateway judges every order by the settings of its pickup day anyway.

export type ClubRules = Pick<
  ClubSettings,
  'gramsStep' | 'monthlyGramsLimit' | 'yearlyGramsLimit' | 'cancelCutoffHours'
>;

export const CLUB_RULES_QUERY = graphql(`
  query StorefrontClubRules {
    clubSettings { gramsStep monthlyGramsLimit yearlyGramsLimit cancelCutoffHours }
  }
`);

export function useClubRules(): ClubRules {
  const { data } = useQuery(CLUB_RULES_QUERY);
  return data?.clubSettings ?? DEFAULT_CLUB_SETTINGS;
}
