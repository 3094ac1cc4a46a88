import { screenTitles } from '@club/domain/menu-texts';
import { texts } from '@club/domain/texts';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';

export function PingScreen() {
  return (
    <section className="status-screen">
      <h1 className="status-screen__text">{texts.ping}</h1>
    </section>
  );
}

export function NotFoundScreen() {
  return (
    <section className="status-screen">
      <h1 className="status-screen__code">{texts.notFound}</h1>
    </section>
  );
}

/** /prueba: the loader test, the same indicator the shell shows while a remote loads. */
export function PruebaScreen() {
  return (
    <>
      <h1 className="visually-hidden">{screenTitles.prueba}</h1>
      <LoadingIndicator />
    </>
  );
}
