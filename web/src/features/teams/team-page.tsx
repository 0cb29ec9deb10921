import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageFrame } from '../../components/page/page-frame';
import { TabBar } from '../../components/page/tab-bar';
import { FavouriteStar } from '../my-teams/favourite-star';
import { TeamHome } from './team-home';
import { TeamMatches } from './team-matches';
import { TeamNews } from './team-news';
import { TeamSquad } from '../../components/squad/team-squad';
import { TEAM_TABS, isTeamTab, teamIdOf, teamPath } from './team-params';
import { TeamVideos } from './team-videos';
import { teamQuery } from './teams-api';
import './teams.css';
import { usePageMeta } from '../../lib/use-page-meta';
import { teamTitle } from '../../../../shared/format/page-title';

/** /teams/{slug-id}/{type}: the side's header and tabs; the route's loader has settled the type. */
export function TeamPage() {
  const { slugId = '', type } = useParams();
  const id = teamIdOf(slugId);
  const tab = isTeamTab(type) ? type : 'home';
  const team = useQuery({ ...teamQuery(id ?? 0), enabled: id !== null });
  usePageMeta({ title: team.data ? teamTitle(team.data.name) : null });

  if (id === null) {
    return (
      <PageFrame title="No Data Found..." crumbs={[{ label: 'Teams', to: '/teams' }]}>
        <p className="teams-note">This address does not name a team.</p>
      </PageFrame>
    );
  }

  const name = team.data?.name ?? (team.isError ? 'Team' : 'Loading ....');
  const facts = team.data
    ? [team.data.short_name, team.data.country, team.data.type === 'country' ? 'International' : team.data.type === 'club' ? 'Club' : null]
    : [];
  return (
    <PageFrame title={name} crumbs={[{ label: 'Teams', to: '/teams' }, { label: name }]} className="teams">
      <header className="team-head">
        {team.data?.logo ? <img src={team.data.logo} alt="" width={64} height={64} /> : <span className="teams-logo teams-logo--big" />}
        <p className="teams-note">{facts.filter(Boolean).join(' · ')}</p>
        {team.data && (
          <FavouriteStar
            team={{ team_id: team.data.team_id, name: team.data.name, short_name: team.data.short_name ?? team.data.name, slug: slugId, logo: team.data.logo ?? undefined }}
          />
        )}
      </header>
      <TabBar
        label="Team sections"
        active={tab}
        tabs={TEAM_TABS.map((t) => ({ key: t.type, label: t.label, to: teamPath(slugId, t.type) }))}
      />
      {tab === 'home' && <TeamHome query={team} teamId={id} />}
      {tab === 'recent' && <TeamMatches teamId={id} when="recent" />}
      {tab === 'upcoming' && <TeamMatches teamId={id} when="upcoming" />}
      {tab === 'news' && <TeamNews teamId={id} />}
      {tab === 'videos' && <TeamVideos teamId={id} />}
      {tab === 'teamplayers' && <TeamSquad teamId={id} />}
    </PageFrame>
  );
}
