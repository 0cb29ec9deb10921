import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import type { Fact } from '../../../../shared/schemas/facts';
import { BlockFrame } from '../../components/block-frame';
import { useNearViewport } from '../../components/near-viewport-context';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { factsQuery } from './home-api';
import './home.css';

/** The upstream's records come eight at a time; the skeleton holds that many. */
const PLACEHOLDERS = 8;

/** A record set in one match opens that match's scorecard, where the figure can be read again. */
function FactCard({ fact }: { fact: Fact }) {
  const body = (
    <>
      <span className="fact__title">{fact.title}</span>
      <span className="fact__value">{fact.value}</span>
      <span className="fact__subject">{fact.subject}</span>
      <span className="fact__detail">{fact.detail ?? ''}</span>
    </>
  );
  return fact.match_id && fact.cid ? (
    <Link to={`/series/${fact.cid}/schedule/${fact.match_id}/scorecard`} className="fact fact--link" data-fact={fact.id}>
      {body}
    </Link>
  ) : (
    <div className="fact" data-fact={fact.id}>
      {body}
    </div>
  );
}

/** Cricket facts: records of recent play (highest score, best bowling, biggest win...). */
export function FactsBlock() {
  const facts = useQuery({ ...factsQuery, enabled: useNearViewport() });
  return (
    <BlockFrame
      id="home-facts"
      title="Cricket Facts"
      subtitle={facts.data ? `${facts.data.period} · ${facts.data.matches} matches` : ' '}
      busy={facts.isPending}
      className="facts-block"
    >
      {facts.isError ? (
        <ErrorState onRetry={() => void facts.refetch()} />
      ) : facts.data?.facts.length === 0 ? (
        <EmptyState message="No data available..." />
      ) : (
        <ul className="facts" aria-hidden={facts.isPending || undefined}>
          {facts.isPending
            ? Array.from({ length: PLACEHOLDERS }, (_, i) => <li key={i} className="fact fact--skeleton" />)
            : facts.data.facts.map((fact) => (
                <li key={fact.id}>
                  <FactCard fact={fact} />
                </li>
              ))}
        </ul>
      )}
    </BlockFrame>
  );
}
