import '../../test/artboard/jsdom-text-encoding';

import { render } from '@testing-library/react';
import { type ResumeData, sampleResumeData, templates } from '@vitae/schema';

import { quietPageCssErrors } from '../../test/artboard/jsdom-page-css';
import { Artboard } from './artboard';
import { loadCustomCssSanitizer } from './content/use-custom-css';

function draw(change: (data: ResumeData) => void = () => {}) {
  const data = sampleResumeData();
  change(data);
  return render(<Artboard data={data} mode="builder" />).container;
}

quietPageCssErrors();

describe('artboard', () => {
  it.each(templates)('%s draws the visible sections and items, not the hidden ones', (template) => {
    const page = draw((data) => {
      data.metadata.template = template;
      data.sections.experience.items[1].visible = false;
    });
    const text = page.textContent ?? '';
    expect(text).toContain('Ingrid Castellanos');
    expect(text).toContain('Tidewater Logistics');
    expect(text).not.toContain('Lumen Health');
    expect(text).not.toContain('Tomás Ferrer');
    expect(page.querySelector('[data-section="references"]')).toBeNull();
  });

  it('draws one page per layout page, sections in the layout order', () => {
    const page = draw((data) => {
      data.metadata.template = 'rhyhorn';
      data.metadata.layout = [
        [['education', 'experience'], ['skills']],
        [['projects'], []],
      ];
    });
    expect(page.querySelectorAll('.page')).toHaveLength(2);
    const first = page.querySelectorAll('.page')[0];
    const order = [...first.querySelectorAll('[data-section]')].map((section) =>
      section.getAttribute('data-section'),
    );
    expect(order).toEqual(['education', 'experience', 'skills']);
    expect(page.querySelector('[data-section="summary"]')).toBeNull();
  });

  it('lays a section out in its number of columns', () => {
    const page = draw((data) => {
      data.sections.skills.columns = 3;
    });
    const items = page.querySelector<HTMLElement>('[data-section="skills"] .section-items');
    expect(items?.style.getPropertyValue('--columns')).toBe('3');
  });

  it('draws a level as the indicator and level 0 not at all', () => {
    const page = draw((data) => {
      data.metadata.template = 'azurill';
      data.sections.skills.items[0].level = 0;
      data.sections.skills.items[1].level = 4;
    });
    const skills = page.querySelectorAll('[data-section="skills"] .item');
    expect(skills[0].querySelector('.level')).toBeNull();
    expect(skills[1].querySelector('.level')?.getAttribute('aria-label')).toBe('Level 4 of 5');
    expect(skills[1].querySelectorAll('.level-step.is-on')).toHaveLength(4);
  });

  it('draws a custom section from the layout and not a hidden one', () => {
    const page = draw((data) => {
      data.sections.custom = {
        talks: {
          id: 'talks',
          name: 'Talks',
          columns: 1,
          separateLinks: true,
          visible: true,
          items: [],
        },
        quiet: {
          id: 'quiet',
          name: 'Quiet',
          columns: 1,
          separateLinks: true,
          visible: false,
          items: [],
        },
      };
      const item = {
        id: 'a',
        visible: true,
        name: 'Keynote on Calm',
        description: '',
        date: '2024',
        location: '',
        summary: '',
        keywords: [],
        url: { label: '', href: '' },
      };
      data.sections.custom.talks.items.push(item);
      data.sections.custom.quiet.items.push({ ...item, id: 'b', name: 'Never Shown' });
      data.metadata.layout[0][0].push('custom.talks', 'custom.quiet');
    });
    expect(page.textContent).toContain('Keynote on Calm');
    expect(page.textContent).not.toContain('Never Shown');
  });

  it('applies the picture options', () => {
    const page = draw((data) => {
      data.basics.picture = {
        url: 'https://storage.example/p.jpg',
        size: 100,
        aspectRatio: 0.5,
        borderRadius: 6,
        effects: { hidden: false, border: true, grayscale: true },
      };
    });
    const picture = page.querySelector<HTMLImageElement>('img.picture');
    expect(picture?.style.width).toBe('100px');
    expect(picture?.style.height).toBe('200px');
    expect(picture?.style.borderRadius).toBe('6px');
    expect(picture?.style.filter).toBe('grayscale(1)');
    expect(picture?.classList.contains('has-border')).toBe(true);
  });

  it('hides the picture when asked', () => {
    const page = draw((data) => {
      data.basics.picture.url = 'https://storage.example/p.jpg';
      data.basics.picture.effects.hidden = true;
    });
    expect(page.querySelector('img.picture')).toBeNull();
  });

  it('shows links with their labels', () => {
    const page = draw();
    const link = page.querySelector<HTMLAnchorElement>(
      'a[href="https://github.com/icastellanos/quayside"]',
    );
    expect(link?.textContent).toBe('github.com/icastellanos/quayside');
  });

  it('applies custom CSS only when it is switched on', async () => {
    // The sanitiser is loaded on first need; a print loads it before drawing, as here.
    await loadCustomCssSanitizer();
    const off = draw((data) => {
      data.metadata.css = { value: '.name { color: red; }', visible: false };
    });
    expect(off.querySelector('style[data-custom-css]')).toBeNull();
    const on = draw((data) => {
      data.metadata.css = { value: '.name { color: red; }', visible: true };
    });
    expect(on.querySelector('style[data-custom-css]')?.textContent).toBe('.name { color: red; }');
  });

  it('gives printing the page format, margin and page numbers', () => {
    const page = draw((data) => {
      data.metadata.page.format = 'letter';
      data.metadata.page.margin = 20;
    });
    const rule = page.querySelector('style')?.textContent ?? '';
    expect(rule).toContain('size: 216mm 279mm; margin: 20px;');
    expect(rule).toContain('counter(page)');
    expect(page.querySelector('.page-number')?.textContent).toBe('Page 1 of 1');
  });

  it('leaves page numbers off when the option is off', () => {
    const page = draw((data) => {
      data.metadata.page.options.pageNumbers = false;
    });
    expect(page.querySelector('style')?.textContent).not.toContain('counter(page)');
    expect(page.querySelector('.page-number')).toBeNull();
  });

  it('sets the theme and typography on the page', () => {
    const page = draw((data) => {
      data.metadata.theme = { primary: '#2563eb', background: '#fafafa', text: '#111111' };
      data.metadata.typography.font.family = 'Lato';
      data.metadata.typography.font.size = 13;
      data.metadata.typography.hideIcons = true;
      data.metadata.typography.underlineLinks = false;
    });
    const board = page.querySelector<HTMLElement>('.artboard');
    expect(board?.style.getPropertyValue('--color-primary')).toBe('#2563eb');
    expect(board?.style.getPropertyValue('--font-family')).toMatch(/^"Lato"/);
    expect(board?.style.getPropertyValue('--font-size')).toBe('13px');
    expect(board?.classList.contains('hide-icons')).toBe(true);
    expect(board?.classList.contains('underline-links')).toBe(false);
  });

  it('sanitises the summary before drawing it', () => {
    const page = draw((data) => {
      data.sections.summary.content =
        '<p>Fine<img src="x" onerror="alert(1)"></p><script>alert(2)</script>';
    });
    const summary = page.querySelector('[data-section="summary"]');
    expect(summary?.innerHTML).not.toMatch(/onerror|script/);
    expect(summary?.textContent).toContain('Fine');
  });
});
