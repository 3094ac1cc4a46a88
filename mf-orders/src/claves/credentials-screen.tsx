import { InspectionLinksSection } from './inspection-links-section.tsx';
import { ReportingKeysScreen } from './reporting-keys-screen.tsx';

/** /admin/claves: the club's credentials that are no person's: reporting keys, inspectors' links. */
export function CredentialsScreen() {
  return (
    <ReportingKeysScreen>
      <InspectionLinksSection />
    </ReportingKeysScreen>
  );
}
