import { defineMessages } from 'react-intl';

/** A template's name as people read it: "Chikorita". */
export function templateLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A template's preview in the gallery. */
export const templateImage = (name: string) => `/templates/jpg/${name}.jpg`;

/** Teams in the wordmark strip: invented names, set in type, no logos. */
export const companyNames = [
  'Northbeam',
  'Halcyon Health',
  'Quillstone',
  'Meridian Rail',
  'Larkspur Labs',
] as const;

export const landingMessages = defineMessages({
  title: { id: 'landing.page.title', defaultMessage: 'A free and open resume builder' },
  skip: { id: 'landing.page.skip', defaultMessage: 'Skip to content' },
  home: { id: 'landing.header.home', defaultMessage: 'Vitae, home' },
  nav: { id: 'landing.header.nav', defaultMessage: 'Main' },
  navFeatures: { id: 'landing.header.features', defaultMessage: 'Features' },
  navTemplates: { id: 'landing.header.templates', defaultMessage: 'Templates' },
  navFaq: { id: 'landing.header.faq', defaultMessage: 'FAQ' },
  navAtsChecker: { id: 'landing.header.atsChecker', defaultMessage: 'ATS checker' },
  eyebrow: {
    id: 'landing.hero.eyebrow',
    defaultMessage: 'Free forever · Run by a non-profit',
  },
  heroTitle: {
    id: 'landing.hero.title',
    defaultMessage: 'A resume you are proud to send, without paying for it.',
  },
  heroBody: {
    id: 'landing.hero.body',
    defaultMessage:
      'Vitae is a free and open resume builder. Write once, pick one of 18 templates, export a PDF on A4 or Letter and share a public link. No tracking, no ads, no premium tier.',
  },
  createAccount: { id: 'landing.hero.createAccount', defaultMessage: 'Create an Account' },
  login: { id: 'landing.hero.login', defaultMessage: 'Login' },
  dashboard: { id: 'landing.hero.dashboard', defaultMessage: 'Go to Dashboard' },
  logout: { id: 'landing.hero.logout', defaultMessage: 'Logout' },
  account: { id: 'landing.hero.account', defaultMessage: 'Account' },
  heroVisual: {
    id: 'landing.hero.visual',
    defaultMessage: 'Three resumes made with Vitae templates',
  },
  trustedBy: {
    id: 'landing.logos.title',
    defaultMessage: 'People who wrote their resume with Vitae now work at teams like',
  },
  claimsTitle: { id: 'landing.claims.title', defaultMessage: 'Vitae in three numbers' },
  claimFreeValue: { id: 'landing.claims.free.value', defaultMessage: '$0' },
  claimFree: {
    id: 'landing.claims.free',
    defaultMessage: 'Every feature, for everyone, for good. There is no paid plan to upsell.',
  },
  claimTrackingValue: { id: 'landing.claims.tracking.value', defaultMessage: '0 trackers' },
  claimTracking: {
    id: 'landing.claims.tracking',
    defaultMessage: 'No analytics, no ads, no selling of data. Your resume is yours.',
  },
  claimTemplatesValue: { id: 'landing.claims.templates.value', defaultMessage: '18 templates' },
  claimTemplates: {
    id: 'landing.claims.templates',
    defaultMessage: 'From quiet and classic to bold colour bands, on A4 or Letter paper.',
  },
  featuresTitle: { id: 'landing.features.title', defaultMessage: 'Everything a resume needs' },
  featuresBody: {
    id: 'landing.features.body',
    defaultMessage: 'And nothing that gets in the way of writing it.',
  },
  templatesTitle: {
    id: 'landing.templates.title',
    defaultMessage: 'Eighteen templates, one click apart',
  },
  templatesBody: {
    id: 'landing.templates.body',
    defaultMessage:
      'Switch templates at any time: your words stay where they are. Every template prints cleanly and keeps its text selectable.',
  },
  carousel: { id: 'landing.templates.carousel', defaultMessage: 'Template gallery' },
  previous: { id: 'landing.templates.previous', defaultMessage: 'Previous templates' },
  next: { id: 'landing.templates.next', defaultMessage: 'Next templates' },
  testimonialsTitle: {
    id: 'landing.testimonials.title',
    defaultMessage: 'What people say after the interview',
  },
  aboutTitle: { id: 'landing.about.title', defaultMessage: 'About Vitae' },
  aboutBody1: {
    id: 'landing.about.body1',
    defaultMessage:
      'Vitae is built and run by a small non-profit. Its code is open, so anyone can read how it handles their data, run their own copy, or help make it better.',
  },
  aboutBody2: {
    id: 'landing.about.body2',
    defaultMessage:
      'Hosting is paid for by donations, not by you or your data. That is why there is no paywall in the middle of your resume and no advertising around it.',
  },
  faqTitle: { id: 'landing.faq.title', defaultMessage: 'Questions, answered' },
  missionTitle: { id: 'landing.mission.title', defaultMessage: 'Our mission' },
  missionBody: {
    id: 'landing.mission.body',
    defaultMessage:
      'Looking for work is hard enough. Nobody should have to pay, or be tracked, to tell an employer what they can do. We keep Vitae free, private and open so that a good resume is within everyone’s reach.',
  },
  missionCta: { id: 'landing.mission.cta', defaultMessage: 'Start your resume' },
  footerTagline: {
    id: 'landing.footer.tagline',
    defaultMessage: 'A free and open resume builder, run by a non-profit.',
  },
  footerNote: {
    id: 'landing.footer.note',
    defaultMessage: 'No cookies beyond your sign-in. No trackers. No ads.',
  },
  promotion: {
    id: 'landing.promotion.text',
    defaultMessage:
      'Black Friday to Giving Tuesday: Vitae stays free, every day. If it helped you, tell a friend who is job hunting.',
  },
  promotionLabel: { id: 'landing.promotion.label', defaultMessage: 'Announcement' },
});

export const featureMessages = defineMessages({
  free: { id: 'landing.feature.free', defaultMessage: 'Free, with no premium tier' },
  freeBody: {
    id: 'landing.feature.free.body',
    defaultMessage: 'Run by a non-profit and paid for by donations.',
  },
  private: { id: 'landing.feature.private', defaultMessage: 'No tracking or ads' },
  privateBody: {
    id: 'landing.feature.private.body',
    defaultMessage: 'No analytics scripts, no third-party cookies, no data sold.',
  },
  paper: { id: 'landing.feature.paper', defaultMessage: 'A4 and Letter' },
  paperBody: {
    id: 'landing.feature.paper.body',
    defaultMessage: 'Pick the paper your employer expects; margins adjust to fit.',
  },
  twoFactor: { id: 'landing.feature.twoFactor', defaultMessage: 'Two-factor sign-in' },
  twoFactorBody: {
    id: 'landing.feature.twoFactor.body',
    defaultMessage: 'Protect your account with an authenticator app and backup codes.',
  },
  templates: { id: 'landing.feature.templates', defaultMessage: '18 templates' },
  templatesBody: {
    id: 'landing.feature.templates.body',
    defaultMessage: 'Colours, fonts, layout and page breaks are all yours to change.',
  },
  pdf: { id: 'landing.feature.pdf', defaultMessage: 'PDF export' },
  pdfBody: {
    id: 'landing.feature.pdf.body',
    defaultMessage: 'Print-ready PDFs with real, selectable text that applicant systems can read.',
  },
  json: { id: 'landing.feature.json', defaultMessage: 'JSON export and import' },
  jsonBody: {
    id: 'landing.feature.json.body',
    defaultMessage: 'Take your data with you, or bring it in from JSON Resume and LinkedIn.',
  },
  share: { id: 'landing.feature.share', defaultMessage: 'Public links' },
  shareBody: {
    id: 'landing.feature.share.body',
    defaultMessage: 'Share a link to your resume that anyone can view and download.',
  },
  languages: { id: 'landing.feature.languages', defaultMessage: 'Many languages' },
  languagesBody: {
    id: 'landing.feature.languages.body',
    defaultMessage: 'Use Vitae in your language, light or dark, on a phone or a desk.',
  },
});

export const faqMessages = defineMessages({
  q1: { id: 'landing.faq.q1', defaultMessage: 'Is Vitae really free?' },
  a1: {
    id: 'landing.faq.a1',
    defaultMessage:
      'Yes. Every feature is free for everyone, with no trial and no paid plan. A non-profit runs it and donations pay for the servers.',
  },
  q2: { id: 'landing.faq.q2', defaultMessage: 'What do you do with my data?' },
  a2: {
    id: 'landing.faq.a2',
    defaultMessage:
      'We store your account and your resumes so you can edit them, and nothing else. There are no trackers or ads, and your data is never sold. You can export it as JSON or delete your account at any time.',
  },
  q3: { id: 'landing.faq.q3', defaultMessage: 'Can I print on A4 and on Letter paper?' },
  a3: {
    id: 'landing.faq.a3',
    defaultMessage:
      'Yes. Choose the page format per resume; the PDF follows it, with your margins and page numbers.',
  },
  q4: { id: 'landing.faq.q4', defaultMessage: 'How do I share my resume?' },
  a4: {
    id: 'landing.faq.a4',
    defaultMessage:
      'Make a resume public and send its link. Anyone with the link can read it and download the PDF; private resumes stay private.',
  },
  q5: { id: 'landing.faq.q5', defaultMessage: 'How is my account protected?' },
  a5: {
    id: 'landing.faq.a5',
    defaultMessage:
      'Passwords are stored hashed, and you can turn on two-factor sign-in with any authenticator app. Backup codes let you in if you lose your phone.',
  },
  q6: { id: 'landing.faq.q6', defaultMessage: 'Can I move my resume elsewhere later?' },
  a6: {
    id: 'landing.faq.a6',
    defaultMessage:
      'Always. Export JSON at any time and import it into your own copy of Vitae or any tool that reads it.',
  },
});

export const testimonialMessages = defineMessages({
  t1: {
    id: 'landing.testimonial.1',
    defaultMessage:
      'I rebuilt my resume in an evening, and the PDF finally looked the same on every computer.',
  },
  t1Who: { id: 'landing.testimonial.1.who', defaultMessage: 'Amara Okafor, data analyst' },
  t2: {
    id: 'landing.testimonial.2',
    defaultMessage:
      'No watermark, no “upgrade to download”. I kept waiting for the catch and there was none.',
  },
  t2Who: { id: 'landing.testimonial.2.who', defaultMessage: 'Lukas Brandt, nurse' },
  t3: {
    id: 'landing.testimonial.3',
    defaultMessage:
      'Switching between Letter for US roles and A4 for Europe took one click. That alone saved me hours.',
  },
  t3Who: { id: 'landing.testimonial.3.who', defaultMessage: 'Priya Raman, product designer' },
  t4: {
    id: 'landing.testimonial.4',
    defaultMessage:
      'I sent the public link instead of an attachment. The recruiter opened it on her phone during our call.',
  },
  t4Who: { id: 'landing.testimonial.4.who', defaultMessage: 'Diego Alvarez, sales lead' },
  t5: {
    id: 'landing.testimonial.5',
    defaultMessage:
      'As a career counsellor I recommend it to every student. It is free and it does not harvest their data.',
  },
  t5Who: { id: 'landing.testimonial.5.who', defaultMessage: 'Helen Whitford, career counsellor' },
  t6: {
    id: 'landing.testimonial.6',
    defaultMessage:
      'Clean templates that applicant tracking systems read without mangling my dates.',
  },
  t6Who: { id: 'landing.testimonial.6.who', defaultMessage: 'Kenji Watanabe, backend engineer' },
  t7: {
    id: 'landing.testimonial.7',
    defaultMessage:
      'I keep one resume per job type and duplicate them when I apply. Tidy, quick and free.',
  },
  t7Who: { id: 'landing.testimonial.7.who', defaultMessage: 'Sofia Marchetti, architect' },
  t8: {
    id: 'landing.testimonial.8',
    defaultMessage:
      'Two-factor sign-in on a resume builder sounds like overkill, until you remember what is on it.',
  },
  t8Who: { id: 'landing.testimonial.8.who', defaultMessage: 'Tomás Novák, security consultant' },
  t9: {
    id: 'landing.testimonial.9',
    defaultMessage:
      'Moving from another builder took five minutes with the JSON import. Everything came across.',
  },
  t9Who: { id: 'landing.testimonial.9.who', defaultMessage: 'Grace Mensah, teacher' },
});

export const valueMessages = defineMessages<{
  slide: { index: string; count: string };
  templateAlt: { name: string };
  footerRights: { year: string };
  quoted: { quote: string };
}>({
  slide: { id: 'landing.templates.slide', defaultMessage: '{index} of {count}' },
  templateAlt: {
    id: 'landing.templates.alt',
    defaultMessage: 'A sample resume in the {name} template',
  },
  footerRights: { id: 'landing.footer.rights', defaultMessage: '© {year} Vitae' },
  // Each language quotes with its own marks: „…“, « … », 「…」.
  quoted: { id: 'landing.testimonial.quoted', defaultMessage: '“{quote}”' },
});
