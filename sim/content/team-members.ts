// The About page's 'Our Team of Experts' (GET /v1/misc/ourTeam).
import { media } from '../media/urls';
import type { SimConfig } from '../world/types';

interface MemberText {
  id: number;
  name: string;
  designation: string;
  bio: string;
}

export const TEAM_MEMBERS: readonly MemberText[] = [
  { id: 1, name: 'Nikhil Bhatia', designation: 'Editor-in-Chief', bio: 'Nikhil has led cricket newsrooms for fifteen years and still keeps his own scorebook at every Test he attends.' },
  { id: 2, name: 'Radhika Menon', designation: 'Managing Editor', bio: 'Radhika runs the daily news operation, from the morning planning meeting to the last match report of the night.' },
  { id: 3, name: 'Sameer Joshi', designation: 'Head of Live Coverage', bio: 'Sameer built our live desk and its ball-by-ball workflow. He has blogged more than 2,000 matches live.' },
  { id: 4, name: 'Tanvi Kapoor', designation: 'Head of Fantasy', bio: 'Tanvi leads the fantasy team and its data models, and has a long record of top-percentile finishes in grand leagues.' },
  { id: 5, name: 'Farhan Qureshi', designation: 'Chief Statistician', bio: 'Farhan maintains our records database and checks every number we publish against official scorecards.' },
  { id: 6, name: 'Lakshmi Subramanian', designation: "Women's Cricket Editor", bio: "Lakshmi has covered the women's game since 2009 and has reported from four World Cups." },
  { id: 7, name: 'Gaurav Sethi', designation: 'Video Producer', bio: 'Gaurav produces our explainers, highlights packages and interviews for the site and social channels.' },
  { id: 8, name: 'Neha Pillai', designation: 'Audience Editor', bio: 'Neha looks after newsletters, social media and reader feedback, and makes sure every message gets an answer.' },
  { id: 9, name: 'Aditya Rao', designation: 'Technical Lead', bio: 'Aditya keeps scores fast when millions of fans arrive at once for the big matches.' },
  { id: 10, name: 'Zoya Khan', designation: 'Photo Editor', bio: 'Zoya chooses and captions the images on every story and manages our photo partnerships.' },
];

export function teamMembers(config: SimConfig) {
  return TEAM_MEMBERS.map((m) => ({ id: m.id, image: media.member(config, m.id), name: m.name, bio: m.bio, designation: m.designation }));
}

export function teamMemberById(id: number): MemberText | undefined {
  return TEAM_MEMBERS.find((m) => m.id === id);
}
