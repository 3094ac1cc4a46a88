import { texts } from '@club/domain/texts';
import { Link, useLocation } from 'react-router';
import { TWO_FACTOR_PATH } from '../routing/paths.ts';
import { useSession } from './use-session.ts';
import './auth.css';

/** Until an admin enrols a second factor, every screen asks them to (issue 18). */
export function TwoFactorBanner() {
  const { user, isAdmin } = useSession();
  const { pathname } = useLocation();
  if (!isAdmin || !user?.twoFactor || user.twoFactor.enrolled || pathname === TWO_FACTOR_PATH) return null;
  return (
    <aside className="two-factor-banner" aria-label={texts.twoFactor.title}>
      <span>{user.needsSecondFactor ? texts.twoFactor.bannerRequired : texts.twoFactor.banner}</span>
      <Link to={TWO_FACTOR_PATH} className="button">
        {texts.twoFactor.bannerAction}
      </Link>
    </aside>
  );
}
