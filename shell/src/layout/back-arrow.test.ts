import { describe, expect, it } from 'vitest';
import { parentOf, showsBackArrow } from './back-arrow.ts';

describe('back arrow', () => {
  it.each([
    '/products/applecookies',
    '/products/OG Kush',
    '/cart',
    '/cart/',
    '/confirmation',
    '/admin/stock',
    '/admin/harvests/form',
    '/admin/socios/26',
  ])('shows below the top level: %s', (path) => {
    expect(showsBackArrow(path)).toBe(true);
  });

  it.each([
    '/',
    '/carta',
    '/aboutus',
    '/news',
    '/admin',
    '/admin/',
    '/login',
    '/changepassword',
    '/ping',
    '/products',
    '/administrar',
  ])('does not show on a top-level screen: %s', (path) => {
    expect(showsBackArrow(path)).toBe(false);
  });

  it('leads to the parent screen when there is no earlier page', () => {
    expect(parentOf('/admin/harvests/form')).toBe('/admin');
    expect(parentOf('/products/suguz')).toBe('/carta');
    expect(parentOf('/cart')).toBe('/');
  });
});
