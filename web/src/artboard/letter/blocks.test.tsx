import '../../../test/artboard/jsdom-text-encoding';

import { render } from '@testing-library/react';
import { type LetterData, sampleLetterData, templates } from '@vitae/schema';

import { quietPageCssErrors } from '../../../test/artboard/jsdom-page-css';
import { Artboard } from '../artboard';
import { formatLetterDate } from './letter-date';
import { letterAsResume } from './letter-resume';
import { loadLetterCode } from './load-letter';

function draw(change: (letter: LetterData) => void = () => {}) {
  const letter = sampleLetterData();
  change(letter);
  return render(<Artboard data={letterAsResume(letter)} letter={letter} mode="preview" />)
    .container;
}

quietPageCssErrors();

// Loaded before a letter is drawn, as the artboard's message and API paths do.
beforeAll(() => loadLetterCode());

describe('the letter date', () => {
  it.each([
    ['en-US', 'March 14, 2026'],
    ['en-GB', '14 March 2026'],
    ['de-DE', '14. März 2026'],
    ['fr-FR', '14 mars 2026'],
    ['ja-JP', '2026年3月14日'],
    ['ar-SA', '١٤ مارس ٢٠٢٦'],
  ])('is written out in %s, long form', (language, written) => {
    expect(formatLetterDate('2026-03-14', language).replace(/\u200f/g, '')).toBe(written);
  });

  it('names the Gregorian day in a language whose calendar is another', () => {
    expect(formatLetterDate('2026-03-14', 'th-TH')).toContain('2026');
    expect(formatLetterDate('2026-03-14', 'fa-IR')).toContain('۲۰۲۶');
  });

  it('is the day it is drawn when the letter has none', () => {
    expect(formatLetterDate('', 'en-US', new Date(2026, 10, 30, 12))).toBe('November 30, 2026');
  });

  it('draws the date in the letter language', () => {
    const page = draw((letter) => {
      letter.metadata.language = 'de-DE';
    });
    expect(page.querySelector('.letter-date')?.textContent).toBe('14. März 2026');
  });
});

describe('the letter blocks', () => {
  it.each(templates)('%s draws the header and the letter in reading order', (template) => {
    const page = draw((letter) => {
      letter.metadata.template = template;
    });
    const text = page.textContent ?? '';
    const order = [
      'Ingrid Castellanos',
      'March 14, 2026',
      'Tomasz Wieczorek',
      'Head of Infrastructure',
      'Carrer de la Marina 41',
      'Application for Senior Platform Engineer',
      'Dear Mr Wieczorek,',
      'Your posting',
      'Kind regards,',
    ];
    const places = order.map((entry) => text.indexOf(entry));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(page.querySelector('.artboard')?.className).toContain(`template-${template}`);
    expect(page.querySelector('.letter-subject strong')).not.toBeNull();
    // No picture in the header: a letter has none.
    expect(page.querySelector('.picture')).toBeNull();
  });

  it('leaves out what is empty', () => {
    const page = draw((letter) => {
      letter.recipient = { name: '', title: '', company: '', address: '' };
      letter.subject = '';
      letter.salutation = '';
      letter.body = '<p></p>';
      letter.closing = '';
      letter.signature = { name: '', pictureUrl: '' };
      letter.sender.headline = '';
    });
    for (const block of [
      '.letter-recipient',
      '.letter-subject',
      '.letter-salutation',
      '.letter-body',
      '.letter-sign-off',
      '.headline',
    ]) {
      expect(page.querySelector(block)).toBeNull();
    }
    expect(page.querySelector('.letter-date')).not.toBeNull();
  });

  it('draws each address line and not the company twice', () => {
    const page = draw();
    const lines = [...page.querySelectorAll('.letter-recipient p')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Tomasz Wieczorek',
      'Head of Infrastructure',
      'Harbourline Logistics',
      'Carrer de la Marina 41',
      '08005 Barcelona',
      'Spain',
    ]);
  });

  it('sanitises the body as a resume’s rich text: no script, no handler', () => {
    const page = draw((letter) => {
      letter.body =
        '<p>Hello<script>window.hacked = 1</script></p>' +
        '<p><img src="x" onerror="window.hacked = 2">Bye <a href="javascript:alert(1)">link</a></p>';
    });
    const body = page.querySelector('.letter-body');
    expect(body?.textContent).toContain('Hello');
    expect(body?.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('draws the signature picture, then the typed name', () => {
    const picture = 'data:image/png;base64,iVBORw0KGgo=';
    const page = draw((letter) => {
      letter.signature.pictureUrl = picture;
    });
    const signature = page.querySelector('.letter-signature');
    const image = signature?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(picture);
    expect(image?.getAttribute('alt')).toBe('Ingrid Castellanos');
    expect(signature?.lastElementChild?.textContent).toBe('Ingrid Castellanos');
  });

  it('draws a signature picture on another host from storage’s copy, and none of another scheme', () => {
    const remote = draw((letter) => {
      letter.signature.pictureUrl = 'https://pictures.example/sign.png';
    });
    expect(remote.querySelector('.letter-signature-picture')?.getAttribute('src')).toBe(
      `/api/storage/files/remote-image?url=${encodeURIComponent('https://pictures.example/sign.png')}`,
    );
    const other = draw((letter) => {
      letter.signature.pictureUrl = 'javascript:alert(1)';
    });
    expect(other.querySelector('.letter-signature-picture')).toBeNull();
  });

  it('mirrors a letter in Arabic or Hebrew', () => {
    for (const language of ['ar-SA', 'he-IL'] as const) {
      const page = draw((letter) => {
        letter.metadata.language = language;
      });
      expect(page.querySelector('.artboard')?.getAttribute('dir')).toBe('rtl');
    }
  });

  it('takes the letter design: theme, page format and margin', () => {
    const page = draw((letter) => {
      letter.metadata.theme.primary = '#2563eb';
      letter.metadata.page.format = 'letter';
      letter.metadata.page.margin = 30;
    });
    const artboard = page.querySelector<HTMLElement>('.artboard');
    expect(artboard?.style.getPropertyValue('--color-primary')).toBe('#2563eb');
    expect(artboard?.style.getPropertyValue('--margin')).toBe('30px');
    expect(artboard?.getAttribute('data-format')).toBe('letter');
  });
});
