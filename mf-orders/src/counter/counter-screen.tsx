import { useMutation, useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { counterTexts as t } from '@club/domain/member-card';
import { loadingText } from '@club/domain/texts';
import { useOrderUpdates } from '@club/web-kit/live-updates/use-order-updates';
import { MemberPhoto } from '@club/web-kit/member-card/member-photo.tsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { COUNTER_VISIT, HAND_OVER_AT_COUNTER, IDENTIFY_AT_COUNTER } from './counter-documents.ts';
import { startQrScanner } from './qr-scanner.ts';
import './counter.css';

/** The camera, while the dispenser scans a card. */
function Scanner({ onCode, onFailure }: { onCode: (text: string) => void; onFailure: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onFailure });
  handlers.current = { onCode, onFailure };
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stop: (() => void) | null = null;
    let gone = false;
    startQrScanner(element, (text) => handlers.current.onCode(text)).then(
      (stopper) => {
        if (gone) stopper();
        else stop = stopper;
      },
      () => handlers.current.onFailure(),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <div className="or-counter__camera">
      <video ref={video} className="or-counter__video" muted playsInline aria-label={t.scanning} />
      <p role="status">{t.scanning}</p>
    </div>
  );
}

function Visit({ identificationId, onDone }: { identificationId: string; onDone: () => void }) {
  const ids = useId();
  // One query for all the counter shows, refetched after each handover (and by live updates).
  const { data, loading, refetch } = useQuery(COUNTER_VISIT, {
    variables: { identificationId },
    fetchPolicy: 'network-only',
  });
  // An order placed, cancelled, prepared or handed over at another screen shows here at once.
  useOrderUpdates(() => {
    refetch().catch(() => undefined);
  });
  const [handOver, { loading: saving }] = useMutation(HAND_OVER_AT_COUNTER);
  const [verified, setVerified] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const visit = data?.counterVisit ?? null;

  if (loading && !visit) return <p role="status">{loadingText}</p>;
  if (!visit) return <p role="alert">{t.checkUnknown}</p>;

  const give = async (orderId: string) => {
    setMessage(null);
    const answer = await handOver({ variables: { identificationId, orderId, documentVerified: verified } });
    const result = answer.data?.handOverAtCounter;
    if (result?.ok) setMessage({ error: false, text: t.handedOver });
    else setMessage({ error: true, text: result?.error ?? t.checkUnknown });
    await refetch();
  };

  return (
    <section className="or-counter__visit" aria-labelledby={`${ids}-member`}>
      <div className="or-counter__who">
        <MemberPhoto photo={visit.photo} name={`${visit.name} ${visit.lastName}`} size={120} />
        <h2 id={`${ids}-member`} className="or-counter__member">
          {visit.name} {visit.lastName}
        </h2>
      </div>
      <p>
        {visit.age === null ? t.ageUnknown : fillText(t.age, { N: visit.age })} ·{' '}
        {visit.method === 'card' ? t.identifiedBy.card : t.identifiedBy.cedula}
      </p>
      <p>{fillText(t.gramsLeft, { month: visit.leftMonth, year: visit.leftYear })}</p>
      <label className="or-counter__check">
        <input type="checkbox" checked={verified} onChange={(event) => setVerified(event.target.checked)} />
        {t.documentVerified}
      </label>
      <h3>{t.todaysOrders}</h3>
      <ul className="or-counter__orders">
        {visit.orders.map((order) => (
          <li key={order.id} className="or-counter__order" aria-label={`${order.hour} · ${order.grams} g`}>
            <p>
              <strong>{order.hour}</strong> ·{' '}
              {order.lines.map((line) => `${line.species} ${line.grams} g`).join(', ')} · $ {order.total}
            </p>
            {order.status === 'placed' ? (
              <button type="button" className="button" disabled={saving} onClick={() => void give(order.id)}>
                {t.handOver}
              </button>
            ) : (
              <p className="or-counter__status">{t.statusLabels[order.status] ?? order.status}</p>
            )}
          </li>
        ))}
      </ul>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'or-counter__error' : ''}>
          {message.text}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={onDone}>
        {t.another}
      </button>
    </section>
  );
}

/** /admin/mostrador: scan the member's card or type their cédula, check their document, hand over. */
export function CounterScreen() {
  const ids = useId();
  const [identify, { loading }] = useMutation(IDENTIFY_AT_COUNTER);
  const [scanning, setScanning] = useState(false);
  const [cedula, setCedula] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [identificationId, setIdentificationId] = useState<string | null>(null);

  const ask = async (variables: { scan?: string; cedula?: string }) => {
    setError(null);
    const answer = await identify({ variables });
    const result = answer.data?.identifyAtCounter;
    if (result?.ok && result.identificationId) {
      setScanning(false);
      setIdentificationId(result.identificationId);
    } else {
      setError(result?.error ?? t.checkUnknown);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask({ cedula });
  };

  return (
    <section className="or-counter" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="kit-page__title">
        {t.title}
      </h1>
      {identificationId ? (
        <Visit
          identificationId={identificationId}
          onDone={() => {
            setIdentificationId(null);
            setCedula('');
          }}
        />
      ) : (
        <>
          <p>{t.intro}</p>
          <button type="button" className="button" onClick={() => setScanning((on) => !on)}>
            {scanning ? t.stopScan : t.scan}
          </button>
          {scanning && (
            <Scanner
              onCode={(scan) => void ask({ scan })}
              onFailure={() => {
                setScanning(false);
                setError(t.noCamera);
              }}
            />
          )}
          <form className="or-counter__form" onSubmit={submit}>
            <label htmlFor={`${ids}-cedula`}>{t.cedula}</label>
            <input
              id={`${ids}-cedula`}
              inputMode="numeric"
              autoComplete="off"
              value={cedula}
              onChange={(event) => setCedula(event.target.value)}
            />
            <button type="submit" className="button" disabled={loading}>
              {t.search}
            </button>
          </form>
          {error && (
            <p role="alert" className="or-counter__error">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
