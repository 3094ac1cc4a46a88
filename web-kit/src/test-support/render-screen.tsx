// Test support: a screen rendered as the shell would (Apollo, a router at its path), so each
// test file states only its answers and where the screen may send the user.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

export function renderScreen(
  ui: ReactElement,
  {
    mocks = [],
    client,
    path = '/',
    route = path,
    elsewhere = {},
    beside = null,
  }: {
    mocks?: MockLink.MockedResponse[];
    /** A client of the test's own instead of mocks (one that records calls). */
    client?: ApolloClient;
    /** Where the screen is opened. */
    path?: string;
    /** The screen's route pattern, when it has parameters ('/admin/socios/:id'). */
    route?: string;
    /** Other routes, each shown as a line of text, to see where the screen sent the user. */
    elsewhere?: Record<string, string>;
    /** Rendered beside the routes, inside the providers (a probe of the cache, say). */
    beside?: ReactNode;
  } = {},
) {
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        {Object.entries(elsewhere).map(([at, text]) => (
          <Route key={at} path={at} element={<p>{text}</p>} />
        ))}
      </Routes>
      {beside}
    </MemoryRouter>
  );
  return render(
    client ? (
      <ApolloProvider client={client}>{routes}</ApolloProvider>
    ) : (
      <MockedProvider mocks={mocks}>{routes}</MockedProvider>
    ),
  );
}

/**
 * A menu screen's entries in order: each tile's text with where it goes ('button' for one that
 * opens a dialog). Renders the screen, reads it and unmounts it.
 */
export function menuEntriesOf(
  ui: ReactElement,
  options: Parameters<typeof renderScreen>[1] = {},
): Array<[string | null, string | null]> {
  const { unmount } = renderScreen(ui, options);
  const entries = screen
    .getAllByRole('listitem')
    .map((item): [string | null, string | null] => [
      item.textContent,
      item.querySelector('a')?.getAttribute('href') ?? 'button',
    ]);
  unmount();
  return entries;
}
