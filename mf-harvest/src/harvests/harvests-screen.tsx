import { useQuery } from '@apollo/client/react';
import { formatIsoDate } from '@club/domain/harvest';
import { texts } from '@club/domain/texts';
import { LoadProblem } from '@club/web-kit/back-office/load-problem.tsx';
import { type FormEvent, useId, useState } from 'react';
import { HarvestCard } from './harvest-card.tsx';
import { HARVEST_DATES_QUERY, HARVESTS_ON_QUERY } from './harvests-documents.ts';
import '@club/web-kit/back-office/back-office.css';
import './harvests.css';

// Spec §2 "Harvests viewer" ('Cosechas'): pick a harvest date, 'Ver', one card per species.
export function HarvestsScreen() {
  const ids = useId();
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
    <section className="kit-page hv-harvests" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="kit-page__title">
        {texts.harvest.viewerTitle}
      </h1>
      {dates.error && !list && <LoadProblem error={dates.error} onRetry={() => void dates.refetch()} />}
      {!list && dates.loading && (
        <p role="status" className="kit-status">
          {texts.loading}
        </p>
      )}
      {list && list.length === 0 && <p className="kit-status">{texts.harvest.noHarvests}</p>}
      {list && list.length > 0 && (
        <form className="hv-harvests__picker" onSubmit={see}>
          <div className="field">
            <label htmlFor={`${ids}-date`}>{texts.harvest.harvestDate}</label>
            <select id={`${ids}-date`} value={picked} onChange={(event) => setPicked(event.target.value)}>
              <option value="">{texts.harvest.chooseDate}</option>
              {list.map((date) => (
                <option key={date} value={date}>
                  {formatIsoDate(date)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={picked === ''}>
            {texts.harvest.see}
          </button>
        </form>
      )}
      {harvests.error && <LoadProblem error={harvests.error} onRetry={() => void harvests.refetch()} />}
      {shown !== '' && !harvests.data && harvests.loading && (
        <p role="status" className="kit-status">
          {texts.loading}
        </p>
      )}
      {harvests.data && (
        <ul className="hv-harvests__grid" aria-label={formatIsoDate(shown)}>
          {harvests.data.harvestsOn.map((harvest) => (
            <li key={harvest.id}>
              <HarvestCard harvest={harvest} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
