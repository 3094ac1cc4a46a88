import { useQuery } from '@apollo/client/react';
import { fillText } from '@club/domain/fill-text';
import { CARD_STEP_SECONDS, cardCode, memberCardTexts as t } from '@club/domain/member-card';
import { loadingText } from '@club/domain/texts';
import { readCard, type StoredCard, saveCard } from '@club/web-kit/member-card/card-store';
import { MemberPhoto } from '@club/web-kit/member-card/member-photo.tsx';
import { MemberPhotoForm } from '@club/web-kit/member-card/member-photo-form.tsx';
import { AlertLine } from '@club/web-kit/page/page.tsx';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { MY_CARD_QUERY } from './member-card-documents.ts';
import './member-card.css';

/** The code of this moment as an SVG data URL, made again when the step changes. */
function useRotatingQr(card: StoredCard | null): { src: string; code: string; left: number } | null {
  const [now, setNow] = useState(() => Date.now());
  const [shown, setShown] = useState<{ src: string; code: string } | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const step = Math.floor(now / 1000 / CARD_STEP_SECONDS);
  useEffect(() => {
    if (!card) return;
    let current = true;
    void (async () => {
      const code = await cardCode(card.secret, card.memberId, step * CARD_STEP_SECONDS * 1000);
      // Error correction M and a quiet zone of four modules: what phone cameras read at arm's length.
      const svg = await qrSvg(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      if (current) setShown({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, code });
    })();
    return () => {
      current = false;
    };
  }, [card, step]);
  if (!shown) return null;
  return { ...shown, left: CARD_STEP_SECONDS - (Math.floor(now / 1000) % CARD_STEP_SECONDS) };
}

/** /mi-carnet: the member's card for the counter, its QR code changing every 30 seconds. */
export function MemberCardScreen() {
  const { data, loading, error, refetch } = useQuery(MY_CARD_QUERY, { fetchPolicy: 'network-only' });
  const [stored, setStored] = useState<StoredCard | null>(() => readCard());
  const fresh = data?.myCard ?? null;
  useEffect(() => {
    if (!fresh) return;
    const card = {
      memberId: fresh.memberId,
      name: fresh.name,
      lastName: fresh.lastName,
      secret: fresh.secret,
      photo: data?.myPhoto ?? null,
    };
    saveCard(card);
    setStored(card);
  }, [fresh, data?.myPhoto]);
  // Offline, the card kept from the last time the member opened it while signed in.
  const card = stored;
  const qr = useRotatingQr(card);

  return (
    <article className="sf-card">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {error && !card && (
        <div>
          <AlertLine message={t.loadError} />
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t.retry}
          </button>
        </div>
      )}
      {loading && !card && <p role="status">{loadingText}</p>}
      {card && (
        <section className="sf-card__card" aria-label={`${card.name} ${card.lastName}`}>
          <MemberPhoto photo={card.photo} name={`${card.name} ${card.lastName}`} size={160} />
          <p className="sf-card__name">
            {card.name} {card.lastName}
          </p>
          <p>{fillText(t.memberNumber, { id: card.memberId })}</p>
          {qr && (
            <>
              <img
                className="sf-card__qr"
                src={qr.src}
                alt={t.qrAlt}
                width={280}
                height={280}
                data-code={qr.code}
              />
              <p className="sf-card__hint">{fillText(t.expiresIn, { N: qr.left })}</p>
            </>
          )}
          {error && <p className="sf-card__hint">{t.offline}</p>}
        </section>
      )}
      {card && !error && (
        <section className="sf-card__photo-section" aria-labelledby="sf-card-photo">
          <h2 id="sf-card-photo">{t.photoTitle}</h2>
          <p>{t.photoHelp}</p>
          <MemberPhotoForm
            path="/mi-carnet/foto"
            hasPhoto={Boolean(card.photo)}
            onChange={(photo) => {
              const next = { ...card, photo };
              saveCard(next);
              setStored(next);
            }}
          />
        </section>
      )}
    </article>
  );
}
