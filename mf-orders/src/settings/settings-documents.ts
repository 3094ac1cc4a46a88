import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ClubSettings, SettingsVersion } from '@club/domain/club-settings';

// Templates stay free of ${...}: the build precompiles only those (scripts/web/gql-loader.mjs); a
// fragment written in the same template is fine.

export const SETTINGS_QUERY: TypedDocumentNode<
  { clubSettings: ClubSettings; clubSettingsHistory: SettingsVersion[] },
  Record<string, never>
> = gql`
  query AdminSettings {
    clubSettings {
      ...SettingsFields
    }
    clubSettingsHistory {
      effectiveFrom
      settings {
        ...SettingsFields
      }
    }
  }

  fragment SettingsFields on ClubSettings {
    pickupDays {
      weekday
      slots {
        time
        capacity
      }
    }
    cancelCutoffHours
    monthlyGramsLimit
    yearlyGramsLimit
    gramsStep
    maxMembers
    contactEmail
    contactPhone
    closeStaleOrdersAfterDays
    adminTwoFactorRequired
  }
`;

export interface ChangeSettingsResult {
  ok: boolean;
  code: string | null;
  field: string | null;
  error: string | null;
}

export const CHANGE_SETTINGS_MUTATION: TypedDocumentNode<
  { changeClubSettings: ChangeSettingsResult },
  { effectiveFrom: string; settings: ClubSettings }
> = gql`
  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {
    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) {
      ok
      code
      field
      error
    }
  }
`;
