import { texts } from '@club/domain/texts';
import { LoadingIndicator } from '../loading/loading-indicator.tsx';

export function PingScreen() {
  return (
    <section className="status-screen">
      <p className="status-screen__text">{texts.ping}</p>
    </section>
  );
}

export function NotFoundScreen() {
  return (
    <section className="status-screen">
      <p className="status-screen__code">{texts.notFound}</p>
    </section>
  );
}

/** /prueba: the loader test, the same indicator the shell shows while a remote loads. */
export function PruebaScreen() {
  return <LoadingIndicator />;
}
