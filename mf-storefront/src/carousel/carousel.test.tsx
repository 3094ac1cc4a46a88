import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, Carousel, type CarouselSlide } from './carousel.tsx';

const slides: CarouselSlide[] = ['Uno', 'Dos', 'Tres'].map((name) => ({
  id: name,
  content: <img src={`${name}.svg`} alt={name} />,
}));

// Hidden slides are aria-hidden, so the only image a user (or screen reader) gets is the shown one.
function shownSlide(): string | null {
  return screen.getByRole('img').getAttribute('alt');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the first slide, then the next one after 7 seconds', () => {
    render(<Carousel slides={slides} label="Promociones" />);
    expect(shownSlide()).toBe('Uno');

    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('Uno');

    advance(1);
    expect(shownSlide()).toBe('Dos');
  });

  it('wraps to the first slide after the last', () => {
    render(<Carousel slides={slides} label="Promociones" />);
    advance(7000);
    advance(7000);
    expect(shownSlide()).toBe('Tres');

    advance(7000);
    expect(shownSlide()).toBe('Uno');
  });

  it('shows one round indicator per slide and marks the current one', () => {
    render(<Carousel slides={slides} label="Promociones" />);
    const indicators = screen.getAllByRole('button');
    expect(indicators).toHaveLength(3);
    expect(indicators[0]?.getAttribute('aria-current')).toBe('true');
    expect(indicators[1]?.getAttribute('aria-current')).toBeNull();
  });

  it('jumps to the slide of the clicked indicator and gives it the full interval', () => {
    render(<Carousel slides={slides} label="Promociones" />);
    advance(5000);

    fireEvent.click(screen.getByRole('button', { name: 'Ver diapositiva 3' }));
    expect(shownSlide()).toBe('Tres');
    expect(screen.getByRole('button', { name: 'Ver diapositiva 3' }).getAttribute('aria-current')).toBe(
      'true',
    );

    advance(5000);
    expect(shownSlide()).toBe('Tres');
    advance(2000);
    expect(shownSlide()).toBe('Uno');
  });

  it('hides the indicators and never moves with a single slide', () => {
    render(<Carousel slides={slides.slice(0, 1)} label="Promociones" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    advance(3 * 7000);
    expect(shownSlide()).toBe('Uno');
  });

  it('stays on a valid slide when the list gets shorter', () => {
    const { rerender } = render(<Carousel slides={slides} label="Promociones" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver diapositiva 3' }));

    rerender(<Carousel slides={slides.slice(0, 2)} label="Promociones" />);
    expect(shownSlide()).toBe('Dos');
  });

  it('names the region for assistive technology', () => {
    render(<Carousel slides={slides} label="Promociones" />);
    expect(screen.getByRole('region', { name: 'Promociones' })).toBeTruthy();
  });
});
