import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { clampIndex, nextIndex } from './carousel-index.ts';
import './carousel.css';

/** How long a slide shows before the next one. */
export const CAROUSEL_INTERVAL_MS = 7000;

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel region, in Spanish. */
  label: string;
  intervalMs?: number;
}

// Spec §2 "Carousel": one slide at a time, advances every 7 s and wraps; round indicators
// only with at least two slides. Content is any node, so /news can pass links.
export function Carousel({ slides, label, intervalMs = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const count = slides.length;
  const [requested, setRequested] = useState(0);
  // Clamped at render so a shorter slide list never leaves the carousel on a missing slide.
  const active = clampIndex(requested, count);

  // A timeout per shown slide: choosing a slide by hand gives it the full interval.
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setRequested(nextIndex(active, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [active, count, intervalMs]);

  const trackStyle = { '--sf-carousel-index': active } as CSSProperties;

  return (
    <section className="sf-carousel" aria-roledescription="carrusel" aria-label={label}>
      <div className="sf-carousel__viewport">
        <div className="sf-carousel__track" style={trackStyle}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
            <div
              key={slide.id}
              className="sf-carousel__slide"
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${count}`}
              aria-hidden={index !== active}
              inert={index !== active}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count >= 2 && (
        <div className="sf-carousel__indicators">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="sf-carousel__indicator"
              aria-label={`Ver diapositiva ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setRequested(clampIndex(index, count))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
