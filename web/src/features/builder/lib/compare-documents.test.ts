import { defaultResumeData, sampleResumeData } from '@vitae/schema';

import { compareDocuments, plainText } from './compare-documents';
import { deviceOf } from './device-name';

describe('compareDocuments', () => {
  it('pairs items by id: one edited, one added, one removed, the rest kept', () => {
    const older = sampleResumeData();
    const newer = structuredClone(older);
    const [first, second, ...rest] = newer.sections.experience.items;
    first.position = 'Principal Engineer';
    newer.sections.experience.items = [
      first,
      { ...second, id: 'brand-new', company: 'Acme', position: 'Founder' },
      ...rest,
    ];
    newer.sections.summary.content = '<p>A new summary.</p>';

    const changes = compareDocuments(older, newer);
    const experience = changes.find((section) => section.key === 'experience')!;
    expect(experience.items.map((item) => item.kind)).toEqual([
      'changed',
      'added',
      ...rest.map(() => 'same'),
      'removed',
    ]);
    const edited = experience.items[0];
    expect(edited.kind === 'changed' && edited.after).toContain('Principal Engineer');
    const summary = changes.find((section) => section.key === 'summary')!;
    expect(summary.items[0]).toMatchObject({ kind: 'changed', after: 'A new summary.' });
    // Kept sections are there, unchanged.
    const skills = changes.find((section) => section.key === 'skills')!;
    expect(skills.items.every((item) => item.kind === 'same')).toBe(true);
  });

  it('leaves out what is empty in both', () => {
    expect(compareDocuments(defaultResumeData(), defaultResumeData())).toEqual([]);
  });

  it('reads rich text without its tags', () => {
    expect(
      plainText('<p>Led <strong>four</strong> teams</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Led four teams one two');
  });
});

describe('deviceOf', () => {
  it('names the browser and system of common User-Agents, and nothing for an unknown one', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(deviceOf('curl/8.5.0')).toBeNull();
    expect(deviceOf(null)).toBeNull();
  });
});
