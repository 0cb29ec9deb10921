import { Link } from '../../components/link';
import { PageFrame } from '../../components/page/page-frame';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  moveFavourite,
  toggleFavourite,
  updateFavourite,
  useFavouriteTeams,
  type FavouriteTeam,
} from '../../lib/favourite-teams';
import { AlertMeButton, usePushSupport } from './alert-me-button';
import type { PushSupport } from './push-subscription';
import './my-teams.css';

/** /my-teams: the teams the fan follows, in their order, each with what it alerts of. Kept on this device. */
export function MyTeamsPage() {
  const teams = useFavouriteTeams();
  const push = usePushSupport();
  return (
    <PageFrame title="My Teams" crumbs={[{ label: 'My Teams' }]} className="my-teams">
      <p className="my-teams__note">
        While a page of the site is open, the teams you follow tell you of the moments you choose. They are kept on this device.
        {push === 'ready' && ' Tap Alert me to be told with the site closed too.'}
        {push === 'blocked' && ' Notifications are blocked for this site: allow them in your browser’s site settings to be alerted with the site closed.'}
        {push === 'unsupported' && ' On an iPhone or iPad, add this site to your Home Screen to be alerted with it closed.'}
      </p>
      {teams.length === 0 ? (
        <p className="page-state page-state--empty">
          You follow no team yet. Follow one with its star on its page, or find it in <Link to="/teams">Teams</Link>.
        </p>
      ) : (
        <ol className="my-teams__list">
          {teams.map((team, index) => (
            <FollowedTeam key={team.team_id} team={team} first={index === 0} last={index === teams.length - 1} push={push} />
          ))}
        </ol>
      )}
    </PageFrame>
  );
}

function FollowedTeam({ team, first, last, push }: { team: FavouriteTeam; first: boolean; last: boolean; push: PushSupport | null }) {
  const choose = (kind: (typeof ALERT_KINDS)[number], on: boolean) =>
    updateFavourite(team.team_id, { alerts: ALERT_KINDS.filter((k) => (k === kind ? on : team.alerts.includes(k))) });
  return (
    <li className="my-teams__team">
      <div className="my-teams__head">
        {team.logo ? <img src={team.logo} alt="" width={40} height={40} /> : <span className="teams-logo my-teams__logo" />}
        <Link to={`/teams/${team.slug}/home`} className="my-teams__name">
          {team.name}
        </Link>
        <div className="my-teams__order">
          <AlertMeButton team={team} support={push} />
          <button type="button" className="my-teams__button" onClick={() => moveFavourite(team.team_id, -1)} disabled={first} aria-label={`Move ${team.name} up`}>
            ↑
          </button>
          <button type="button" className="my-teams__button" onClick={() => moveFavourite(team.team_id, 1)} disabled={last} aria-label={`Move ${team.name} down`}>
            ↓
          </button>
          <button type="button" className="my-teams__button my-teams__remove" onClick={() => toggleFavourite(team)}>
            Remove<span className="visually-hidden"> {team.name}</span>
          </button>
        </div>
      </div>
      <fieldset className="my-teams__alerts" disabled={team.muted}>
        <legend>Alert me of</legend>
        {ALERT_KINDS.map((kind) => (
          <label key={kind} className="my-teams__choice">
            <input type="checkbox" checked={team.alerts.includes(kind)} onChange={(event) => choose(kind, event.target.checked)} />
            {ALERT_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <label className="my-teams__choice my-teams__mute">
        <input type="checkbox" checked={team.muted} onChange={(event) => updateFavourite(team.team_id, { muted: event.target.checked })} />
        Mute alerts for {team.name}
      </label>
    </li>
  );
}
