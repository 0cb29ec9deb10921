import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { TabBar } from '../../components/page/tab-bar';
import { playerQuery } from './player-api';
import { PlayerNews } from './player-news';
import { PlayerOverview } from './player-overview';
import { PLAYER_SECTIONS, isPlayerSection, playerIdOf, playerNameSlugOf } from './player-params';
import { PlayerStatsTables } from './player-stats-tables';
import './players.css';
import { usePageMeta } from '../../lib/use-page-meta';
import { playerTitle } from '../../../../shared/format/page-title';

function Tabs({ slug, active }: { slug: string; active: string }) {
  return (
    <TabBar
      label="Player sections"
      active={active}
      tabs={PLAYER_SECTIONS.map((s) => ({ key: s.key, label: s.label, to: `/players-details/${slug}/${s.key}` }))}
    />
  );
}

/** Players are found through their teams' squads: the crumb leads there, as the page's JSON-LD says. */
const PLAYERS_CRUMB = { label: 'Players', to: '/teams' };

/** /players-details/{slug-id}/{section}. A missing section was sent to overview by the route. */
export function PlayerPage() {
  const { playerSlug = '', section = '' } = useParams();
  const id = playerIdOf(playerSlug);
  const known = isPlayerSection(section);
  const details = useQuery({ ...playerQuery(id ?? 0), enabled: id !== null && known });
  usePageMeta({ title: details.data ? playerTitle(details.data.player.name) : null });

  // An unknown section is named as such, with the real sections one click away.
  if (!known) {
    return (
      <PageFrame title="Section not found" crumbs={[PLAYERS_CRUMB]} className="player">
        <Tabs slug={playerSlug} active="" />
      </PageFrame>
    );
  }
  if (id === null) {
    return (
      <PageFrame title="No Data Found..." crumbs={[PLAYERS_CRUMB]} className="player">
        <p className="player-note">This address does not name a player.</p>
      </PageFrame>
    );
  }
  if (details.isPending) return <LoadingState />;
  if (details.isError) {
    return <ErrorState message="something went wrong fetching Player Details" onRetry={() => void details.refetch()} />;
  }

  const { player, stats } = details.data;
  return (
    <PageFrame title={player.name} crumbs={[PLAYERS_CRUMB, { label: player.name }]} className="player">
      <header className="player-head">
        {player.logo_url ? <img src={player.logo_url} alt="" width={88} height={88} /> : <span className="player-photo" />}
        {player.country && (
          <p className="player-country">
            {player.country.image && <img src={player.country.image} alt="" width={24} height={16} />}
            {player.country.name}
          </p>
        )}
      </header>
      <Tabs slug={playerSlug} active={section} />
      {section === 'overview' && <PlayerOverview details={details.data} />}
      {section === 'stats' && <PlayerStatsTables stats={stats} />}
      {section === 'news' && <PlayerNews tag={player.slug ?? playerNameSlugOf(playerSlug)} />}
    </PageFrame>
  );
}
