// The plants in flowering against the club's limit (IRCCA: at most 99): the figures in words and a
// bar that turns to the warning colour near the limit.

export function FloweringGauge({ flowering, max }: { flowering: number; max: number }) {
  const share = max > 0 ? Math.min(1, flowering / max) : 1;
  return (
    <div className="card pl-gauge">
      <p className="pl-gauge__label">
        <strong>{flowering}</strong> de {max} plantas en floración
      </p>
      {/* The figures are the text above; the bar only shows them. */}
      <div
        className={share >= 0.9 ? 'pl-gauge__bar pl-gauge__bar--near' : 'pl-gauge__bar'}
        aria-hidden="true"
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <p className="kit-form__hint">
        Quedan {Math.max(0, max - flowering)} lugares para pasar lotes a floración.
      </p>
    </div>
  );
}
