import { graphql } from '@club/web-kit/graphql/gql';

export const SETTINGS_FIELDS_FRAGMENT = graphql(`
  fragment SettingsFields on ClubSettings {
    pickupDays {
      weekday
      slots { time capacity }
    }
    cancelCutoffHours monthlyGramsLimit yearlyGramsLimit gramsStep maxMembers
    contactEmail contactPhone closeStaleOrdersAfterDays adminTwoFactorRequired maxFloweringPlants
    memberRetentionYears sellOnlyAnalysedBatches closedOnHolidays
    closedDays { date reason }
  }
`);

export const SETTINGS_QUERY = graphql(`
  query AdminSettings {
    clubSettings { ...SettingsFields }
    clubSettingsHistory {
      effectiveFrom
      settings { ...SettingsFields }
    }
  }
`);

export const CHANGE_SETTINGS_MUTATION = graphql(`
  mutation AdminChangeSettings($effectiveFrom: String!, $settings: ClubSettingsInput!) {
    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) { ok code field error }
  }
`);
