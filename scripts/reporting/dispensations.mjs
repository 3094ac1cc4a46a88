#!/usr/bin/env node
// A reporting client, as small as one can be: the month's dispensations as the regulator's CSV,
// pulled with a reporting key (made on /admin/claves), never a person's password.
//
//   CLUB_URL=https://api.club.example CLUB_KEY=club_inf_… node scripts/reporting/dispensations.mjs 2026-11 > dispensaciones-2026-11.csv
//
// No dependency but Node 20's fetch, so a club can copy this one file to any machine.

const QUERY = 'query ($month: String!) { dispensationsCsv(month: $month) }';

/** The month's CSV, or a thrown Error with the gateway's Spanish message. */
export async function pullDispensationsCsv({ url, key, month, fetchFn = fetch }) {
  const response = await fetchFn(new URL('/graphql', url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({ query: QUERY, variables: { month } }),
  });
  const body = await response.json().catch(() => ({}));
  const problem = body.errors?.[0]?.message ?? body.error;
  if (!response.ok || problem) throw new Error(`${response.status}: ${problem ?? 'sin respuesta'}`);
  return body.data.dispensationsCsv;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [month] = process.argv.slice(2);
  const { CLUB_URL: url, CLUB_KEY: key } = process.env;
  if (!url || !key || !/^\d{4}-\d{2}$/.test(month ?? '')) {
    console.error('Uso: CLUB_URL=… CLUB_KEY=club_inf_… node scripts/reporting/dispensations.mjs AAAA-MM');
    process.exit(2);
  }
  try {
    process.stdout.write(await pullDispensationsCsv({ url, key, month }));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
