import { useQuery } from '@apollo/client/react';
import type { GramsAllowance } from '@club/domain/grams-allowance';
import { ALLOWANCE_QUERY } from './allowance-documents.ts';
import { allowanceTexts } from './allowance-texts.ts';
import './allowance.css';

/** Today's allowance, fresh on every visit: an order placed since changes it. */
export function useAllowance(): GramsAllowance | null {
  const { data } = useQuery(ALLOWANCE_QUERY, { fetchPolicy: 'cache-and-network' });
  return data?.myGrams ?? null;
}

/** 'Te quedan 25 g este mes y 455 g este año'; nothing until the gateway answered. */
export function AllowanceLine({
  allowance,
  className,
}: {
  allowance: GramsAllowance | null;
  className?: string;
}) {
  if (!allowance) return null;
  return (
    <p className={className ? `sf-allowance ${className}` : 'sf-allowance'}>
      {allowanceTexts.left(allowance.leftMonth, allowance.leftYear)}
    </p>
  );
}
