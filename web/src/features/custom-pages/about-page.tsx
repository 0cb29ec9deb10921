import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { customPageQuery, ourTeamQuery } from './custom-page-api';
import { CustomPageView } from './custom-page-view';
import './custom-pages.css';

/** /about-us: the 'about-us' custom page, then 'Our Team of Experts'. */
export function AboutPage() {
  const page = useQuery(customPageQuery('about-us'));
  const team = useQuery(ourTeamQuery);

  return (
    <CustomPageView query={page}>
      <section className="custom-page-team" aria-labelledby="team-heading">
        <h2 id="team-heading">Our Team of Experts</h2>
        {team.isPending ? (
          <LoadingState />
        ) : team.isError ? (
          <ErrorState message="Error fetching content." onRetry={() => void team.refetch()} />
        ) : team.data.length === 0 ? (
          <EmptyState message="No data available..." />
        ) : (
          <ul className="custom-page-members">
            {team.data.map((member) => (
              <li key={member.id} className="custom-page-member">
                {member.image ? <img src={member.image} alt="" width={112} height={112} loading="lazy" /> : <span className="custom-page-photo" />}
                <h3>{member.name}</h3>
                {member.designation && <p className="custom-page-designation">{member.designation}</p>}
                {member.bio && <p className="custom-page-bio">{member.bio}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </CustomPageView>
  );
}
