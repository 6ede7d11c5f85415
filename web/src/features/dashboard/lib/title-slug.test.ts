/**
 * @jest-environment node
 */
// Node's build of `transliteration` (jsdom would pick its ES-module browser build).
import {
  createResumeSchema,
  resumeSlugMaxLength,
  resumeTitleMaxLength,
  slugify,
} from '@vitae/schema';
import { transliterate } from 'transliteration';

import { resumeFormSchema } from './resume-form';
import { startTitleSlug, withTitle } from './slug-field';
import { cutSlug, followingSlug, needsTransliteration, titleSlug } from './title-slug';
import { loadTransliterate } from './transliterate';

const latin = (text: string) => transliterate(text, { unknown: '' });

/** A title in each script family of the app's languages (web/src/i18n/locales.ts). */
const titles: [script: string, title: string][] = [
  ['Arabic', 'السيرة الذاتية للتصميم'],
  ['Persian', 'رزومه طراح'],
  ['Hebrew', 'קורות חיים של מעצב'],
  ['Cyrillic', 'Резюме дизайнера'],
  ['Greek', 'Βιογραφικό σημείωμα'],
  ['Chinese', '设计师简历'],
  ['Japanese', 'デザイナーの履歴書'],
  ['Korean', '디자이너 이력서'],
  ['Thai', 'ประวัติย่อนักออกแบบ'],
  ['Khmer', 'ប្រវត្តិរូប'],
  ['Ethiopic', 'የዲዛይነር ሪፖርት'],
  ['Devanagari', 'डिज़ाइनर का बायोडाटा'],
  ['Bengali', 'ডিজাইনার জীবনবৃত্তান্ত'],
  ['Tamil', 'வடிவமைப்பாளர் சுயவிவரம்'],
  ['Telugu', 'డిజైనర్ రెజ్యూమ్'],
  ['Kannada', 'ವಿನ್ಯಾಸಕರ ಸ್ವವಿವರ'],
  ['Malayalam', 'ഡിസൈനർ ബയോഡാറ്റ'],
  ['Odia', 'ଡିଜାଇନର ଜୀବନୀ'],
  ['Vietnamese', 'Sơ yếu lý lịch nhà thiết kế'],
  ['German ß', 'Lebenslauf Straße'],
];

/** What the server's rule makes of the slug (`createResumeSchema`), or null when refused. */
function stored(title: string, slug: string) {
  const result = createResumeSchema.safeParse({ title, slug });
  return result.success ? result.data.slug : null;
}

describe('the slug the dialog derives from a title in any script', () => {
  it.each(titles)('%s: a usable slug that the server keeps as it is', (_script, title) => {
    expect(needsTransliteration(title) || _script === 'Vietnamese').toBe(true);
    const slug = titleSlug(title, latin);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.length).toBeGreaterThanOrEqual(3);
    expect(stored(title, slug)).toBe(slug);
  });

  it('gives Arabic, CJK and Cyrillic titles their transliterated words', () => {
    expect(titleSlug('السيرة الذاتية للتصميم', latin)).toBe('lsyr-ldhty-lltsmym');
    expect(titleSlug('设计师简历', latin)).toBe('she-ji-shi-jian-li');
    expect(titleSlug('Резюме дизайнера', latin)).toBe('rezyume-dizaynera');
  });

  it('keeps every script of a mixed title, not only its Latin word, and drops emoji', () => {
    expect(titleSlug('سيرة ذاتية 🚀 Résumé', latin)).toBe('syr-dhty-resume');
  });

  it('needs no transliteration for ASCII and accented Latin', () => {
    expect(needsTransliteration('Senior Café Manager, 2024!')).toBe(false);
    expect(titleSlug('Senior Café Manager, 2024!')).toBe('senior-cafe-manager-2024');
  });

  it('gives a short random slug when nothing is left, and keeps it while nothing is', () => {
    const slug = followingSlug('🚀', '', latin);
    expect(slug).toMatch(/^[a-z0-9]{6}$/);
    expect(followingSlug('🚀✨', slug, latin)).toBe(slug);
    expect(stored('🚀', slug)).toBe(slug);
    // An empty title has an empty slug (the title's words say what is missing).
    expect(followingSlug('', slug, latin)).toBe('');
  });

  it('waits for the transliteration before a random slug: the ASCII rule meanwhile', () => {
    expect(followingSlug('السيرة', '')).toBe('');
    expect(followingSlug('سيرة Résumé', '')).toBe('resume');
  });

  it('follows an Arabic title in the dialog state once transliterated', () => {
    const state = withTitle(startTitleSlug('', ''), 'السيرة الذاتية للتصميم', latin);
    expect(state.slug).toBe('lsyr-ldhty-lltsmym');
  });

  it('loads the transliteration on demand', async () => {
    const load = await loadTransliterate();
    expect(titleSlug('Привет мир', load)).toBe('privet-mir');
  });
});

describe('the slug of a long title', () => {
  // What the title input keeps of a pasted 5,000-character title (maxLength).
  const pasted = 'Senior Product Designer and Design Systems Lead '.repeat(110);
  const title = pasted.slice(0, resumeTitleMaxLength);

  it('is cut at the rule’s limit at a word boundary', () => {
    const slug = titleSlug(title);
    expect(slug.length).toBeLessThanOrEqual(resumeSlugMaxLength);
    expect(slug.length).toBeGreaterThan(resumeSlugMaxLength - 15);
    expect(`${slugify(title)}-`.startsWith(`${slug}-`)).toBe(true);
  });

  it('passes the dialog’s rules with no message: title of 255, slug of at most 100', () => {
    const result = resumeFormSchema.safeParse({ title, slug: titleSlug(title) });
    expect(result.success).toBe(true);
  });

  it('cuts one word longer than the limit inside it', () => {
    expect(cutSlug('a'.repeat(150))).toBe('a'.repeat(resumeSlugMaxLength));
    expect(cutSlug(`${'b'.repeat(100)}-c`)).toBe('b'.repeat(100));
    expect(cutSlug('ab-cd-ef', 6)).toBe('ab-cd');
    expect(cutSlug('ab-cd-ef', 5)).toBe('ab-cd');
  });
});
