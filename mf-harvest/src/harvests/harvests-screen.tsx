import { useQuery } from '@apollo/client/react';
import { formatIsoDate } from '@club/domain/harvest';
import { texts } from '@club/domain/texts';
import { LoadStatus } from '@club/web-kit/back-office/load-problem.tsx';
import { Field, Options } from '@club/web-kit/field/field.tsx';
import { Page } from '@club/web-kit/page/page.tsx';
import { type FormEvent, useState } from 'react';
import { HarvestCard } from './harvest-card.tsx';
import { HARVEST_DATES_QUERY, HARVESTS_ON_QUERY } from './harvests-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './harvests.css';

// Spec §2 "Harvests viewer" ('Cosechas'): pick a harvest date, 'Ver', one card per species.
export function HarvestsScreen() {
  const dates = useQuery(HARVEST_DATES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState('');
  const [shown, setShown] = useState('');
  const harvests = useQuery(HARVESTS_ON_QUERY, {
    variables: { date: shown },
    skip: shown === '',
    fetchPolicy: 'cache-and-network',
  });

  const see = (event: FormEvent) => {
    event.preventDefault();
    if (picked !== '') setShown(picked);
  };

  const list = dates.data?.harvestDates;
  return (
    <Page className="kit-page hv-harvests" title={texts.harvest.viewerTitle}>
      <LoadStatus query={dates} loaded={list !== undefined} />
      {list && list.length === 0 && <p className="kit-status">{texts.harvest.noHarvests}</p>}
      {list && list.length > 0 && (
        <form className="hv-harvests__picker" onSubmit={see}>
          <Field label={texts.harvest.harvestDate}>
            <select value={picked} onChange={(event) => setPicked(event.target.value)}>
              <Options placeholder={texts.harvest.chooseDate} items={list} label={formatIsoDate} />
            </select>
          </Field>
          <button type="submit" className="button" disabled={picked === ''}>
            {texts.harvest.see}
          </button>
        </form>
      )}
      <LoadStatus query={harvests} loaded={harvests.data !== undefined} />
      {harvests.data && (
        <ul className="card-grid hv-harvests__grid" aria-label={formatIsoDate(shown)}>
          {harvests.data.harvestsOn.map((harvest) => (
            <li key={harvest.id}>
              <HarvestCard harvest={harvest} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
