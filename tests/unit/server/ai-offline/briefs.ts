/** Realistic briefs the offline-planner tests read, one per kind of project. */
export const SAAS_BRIEF = `We are Acme Analytics Ltd and we need an MVP of our SaaS dashboard for small e-commerce shops.
Target audience: owners of small online stores who sell on Shopify.

Features:
- Sign-up and login with Google
- Sales dashboard with daily revenue charts
- CSV export
- Stripe billing for monthly subscriptions

Budget: $10k–15k. We want to launch in 8 weeks.
Risk: the Shopify API rate limits are tight and we depend on their approval for the public app.`;

export const WEDDING_BRIEF = `Plan our wedding for Sarah and Tom on 14 June 2027 in the Lake District.
About 120 guests, an outdoor ceremony and a reception with catering and a band.
We need a venue, a caterer, a photographer, invitations and a run sheet for the day.
Our budget is £25,000. We're worried about the weather for the outdoor ceremony.`;

export const MARKETING_BRIEF = `Marketing campaign for Brightside Coffee's new oat latte launch.
The campaign is aimed at young professionals in London who buy coffee on the way to work.
Channels: Instagram and TikTok ads, an influencer partnership, and a newsletter.
Budget around 8k GBP, campaign live by March 2027.
Constraints: limited design resources, and every creative needs approval from the brand team.`;

export const RESEARCH_BRIEF = `Research study on how remote teams run retrospectives.
Participants: engineering managers at companies with fully remote teams.
Method: a survey followed by 20 semi-structured interviews, then qualitative analysis.
Deliverables: a literature review, the anonymised dataset, and a report of findings.
The study should take about 4 months. Ethics approval from the university may delay recruitment.`;

export const MOBILE_BRIEF = `Mobile app for Grünwald Bäckerei GmbH: customers order bread ahead and pick it up.
iOS and Android. The app must support pre-orders, push notifications when an order is ready, and loyalty points.
Budget: €8.000 to €12.000. Deadline: 2027-05-31.
The shop's legacy till system has no API, which is a risk for the order sync.`;

export const VAGUE_BRIEF = "I need help with a project for my team.";

export const WEBSITE_BRIEF = `New website for Harbour Dental: a homepage, services pages, a booking form and a blog.
For patients in Bristol looking for a dentist. Needs to be on WordPress and ready in 6 weeks.`;

export const CONSULTING_BRIEF = `Consulting engagement: an audit of our customer support processes with recommendations.
Workshops with the support leads, then a strategy report. By the end of January.`;
