import '../../../test/artboard/jsdom-text-encoding';

import { render } from '@testing-library/react';
import { type ResumeData, sampleResumeData, templates } from '@vitae/schema';

import { quietPageCssErrors } from '../../../test/artboard/jsdom-page-css';
import { Artboard } from '../artboard';
import { plainVersion, printVariantOf } from './plain-version';

quietPageCssErrors();

/** The sample in `template` with what the plain version takes away: a picture, columns of items, colours, CSS. */
function designed(template: (typeof templates)[number]): ResumeData {
  const data = sampleResumeData();
  data.metadata.template = template;
  data.basics.picture.url = 'data:image/png;base64,AAAA';
  data.sections.skills.columns = 3;
  data.metadata.theme = { background: '#fef3c7', text: '#1e3a8a', primary: '#dc2626' };
  data.metadata.css = { value: '.page { columns: 2; }', visible: true };
  data.metadata.layout = [
    [
      ['summary', 'experience'],
      ['skills', 'languages'],
    ],
    [['education'], ['projects']],
  ];
  return data;
}

describe('the plain version of a resume', () => {
  it.each(templates)(
    '%s draws one column: its sections in order, no sidebar, picture or columns of items',
    (template) => {
      const page = render(
        <Artboard data={plainVersion(designed(template))} mode="preview" />,
      ).container;
      const sheets = [...page.querySelectorAll('.page')];
      const sections = sheets.map((sheet) =>
        [...sheet.querySelectorAll('[data-section]')].map((section) =>
          section.getAttribute('data-section'),
        ),
      );

      expect(page.querySelector('.artboard')?.classList).toContain('template-unown');
      expect(sections).toEqual([
        ['summary', 'experience', 'skills', 'languages'],
        ['education', 'projects'],
      ]);
      expect(page.querySelector('aside')).toBeNull();
      expect(page.querySelector('img')).toBeNull();
      expect(page.querySelector('[data-custom-css]')).toBeNull();
      expect(page.querySelector('.artboard')?.classList).toContain('hide-icons');
    },
  );

  it('keeps the content, language and font, mutes the colours, and leaves the resume as it was', () => {
    const data = designed('pikachu');
    data.metadata.language = 'de-DE';
    const before = structuredClone(data);

    const plain = plainVersion(data);

    expect(data).toEqual(before);
    expect(plain.basics).toEqual({
      ...data.basics,
      picture: {
        ...data.basics.picture,
        effects: { ...data.basics.picture.effects, hidden: true },
      },
    });
    expect(plain.sections.experience.items).toEqual(data.sections.experience.items);
    expect(plain.sections.skills.columns).toBe(1);
    expect(plain.metadata.language).toBe('de-DE');
    expect(plain.metadata.typography.font).toEqual(data.metadata.typography.font);
    expect(plain.metadata.theme).toEqual({
      background: '#ffffff',
      text: '#000000',
      primary: '#000000',
    });
    expect(plain.metadata.css.visible).toBe(false);
  });

  it('is asked for by plain alone; anything else is the design', () => {
    expect(printVariantOf('plain')).toBe('plain');
    for (const value of ['designed', 'PLAIN', '', null, undefined, 1]) {
      expect(printVariantOf(value)).toBe('designed');
    }
  });
});
