import { act, fireEvent, screen } from '@testing-library/react';
import { sampleResumeData } from '@vitae/schema';

import { fillInJsdom, renderInBuilder } from '../../../../../../test/builder/render-in-builder';
import { BasicsSection } from './basics-section';

beforeAll(fillInJsdom);

/** A field by its label (by role is slow over a whole editor of fields). */
const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

/** Types into a field as the browser reports it: the whole new value in one input event. */
function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

describe('the Basics editor', () => {
  it('shows the resume’s basics in their labelled fields', () => {
    renderInBuilder(<BasicsSection />);
    const basics = sampleResumeData().basics;
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeTruthy();
    expect(field('Full name').value).toBe(basics.name);
    expect(field('Headline').value).toBe(basics.headline);
    expect(field('Email').value).toBe(basics.email);
    expect(field('Location').value).toBe(basics.location);
  });

  it('puts what is typed in a field into the document, a burst of typing as one undo step', () => {
    const { store } = renderInBuilder(<BasicsSection />);
    const before = store.getData().basics.name;
    type('Full name', 'A');
    type('Full name', 'Ad');
    type('Full name', 'Ada Lovelace');
    expect(store.getData().basics.name).toBe('Ada Lovelace');
    expect(field('Full name').value).toBe('Ada Lovelace');
    type('Headline', 'Analyst of engines');
    type('Phone', '+44 20 7946 0018');
    expect(store.getData().basics).toMatchObject({
      name: 'Ada Lovelace',
      headline: 'Analyst of engines',
      phone: '+44 20 7946 0018',
    });

    act(() => {
      store.undo();
      store.undo();
    });
    expect(store.getData().basics.name).toBe('Ada Lovelace');
    act(() => store.undo());
    expect(store.getData().basics.name).toBe(before);
    expect(field('Full name').value).toBe(before);
  });

  it('keeps a wrong email, and says so once the person leaves the field', () => {
    const { store } = renderInBuilder(<BasicsSection />);
    const email = field('Email');
    act(() => email.focus());
    type('Email', 'ada@');
    expect(store.getData().basics.email).toBe('ada@');
    expect(screen.queryByText('Email must be a valid address.')).toBeNull();
    act(() => email.blur());
    expect(screen.getByText('Email must be a valid address.')).toBeTruthy();
    type('Email', 'ada@analytical.example.org');
    expect(screen.queryByText('Email must be a valid address.')).toBeNull();
    expect(store.getData().basics.email).toBe('ada@analytical.example.org');
  });

  it('gives a bare host https:// once the website field is left, and shows what was stored', () => {
    const { store } = renderInBuilder(<BasicsSection />);
    const website = field('Website');
    act(() => website.focus());
    type('Website', 'www.example.com');
    act(() => website.blur());
    expect(store.getData().basics.url.href).toBe('https://www.example.com');
    expect(field('Website').value).toBe('https://www.example.com');
    expect(screen.queryByText('URL must start with https://')).toBeNull();

    act(() => website.focus());
    type('Website', 'javascript:alert(1)');
    act(() => website.blur());
    expect(store.getData().basics.url.href).toBe('javascript:alert(1)');
    expect(screen.getByText('URL must start with https://')).toBeTruthy();
  });

  it('adds a custom field and fills in its name and value', () => {
    const data = sampleResumeData();
    data.basics.customFields = [];
    const { store } = renderInBuilder(<BasicsSection />, { data });
    fireEvent.click(screen.getByRole('button', { name: 'Add a custom field' }));
    type('Name of custom field 1', 'Nationality');
    type('Value of custom field 1', 'British');
    expect(store.getData().basics.customFields).toEqual([
      expect.objectContaining({ name: 'Nationality', value: 'British' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom field 1' }));
    expect(store.getData().basics.customFields).toEqual([]);
  });

  it('shows the basics read-only on a locked resume and changes nothing', () => {
    const { store } = renderInBuilder(<BasicsSection />, { locked: true });
    const before = store.getData();
    expect(field('Full name').readOnly).toBe(true);
    type('Full name', 'Someone else');
    expect(store.getData()).toBe(before);
    expect(screen.queryByRole('button', { name: 'Add a custom field' })).toBeNull();
  });
});
