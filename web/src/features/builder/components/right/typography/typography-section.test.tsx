import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { limits } from '@vitae/schema';

import {
  fillInJsdom,
  renderInBuilder,
  sliderNamed,
} from '../../../../../../test/builder/render-in-builder';
import { type ResumeStore } from '../../../lib/resume-store';
import { TypographySection } from './typography-section';

beforeAll(fillInJsdom);

const typography = (store: ResumeStore) => store.getData().metadata.typography;
const tool = () => within(screen.getByRole('region', { name: 'Typography' }));

/** Presses `key` on the slider named `name` and waits for the slider to show the new value. */
async function slide(name: string, key: string, shows: string) {
  const slider = sliderNamed(name);
  act(() => slider.focus());
  fireEvent.keyDown(slider, { key });
  await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe(shows));
}

/**
 * Types `text` into `field` where a keyboard would: over the selected text, or
 * at the caret. jsdom has no typing of its own, and a change event alone would
 * replace the whole value whatever was selected.
 */
function typeInto(field: HTMLInputElement, text: string) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  fireEvent.change(field, {
    target: { value: field.value.slice(0, start) + text + field.value.slice(end) },
  });
}

describe('the Typography tool', () => {
  it('replaces the family’s name when the field is focused and typed in, and filters by words inside names', async () => {
    const { store } = renderInBuilder(<TypographySection />);
    const field = tool().getByRole('combobox', { name: 'Font family' }) as HTMLInputElement;
    expect(field.value).toBe('IBM Plex Serif');
    act(() => field.focus());
    fireEvent.click(field);
    typeInto(field, 'Inter');
    expect(field.value).toBe('Inter');
    const inter = await screen.findByRole('option', { name: /^Inter\b/ });
    // Escape gives the field back its family and keeps the resume's.
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(field.value).toBe('IBM Plex Serif'));
    expect(typography(store).font.family).toBe('IBM Plex Serif');
    expect(inter.isConnected).toBe(true);

    act(() => field.blur());
    act(() => field.focus());
    fireEvent.click(field);
    typeInto(field, 'plex');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((each) => each.textContent)).toEqual([
        expect.stringMatching(/^IBM Plex Mono/),
        expect.stringMatching(/^IBM Plex Sans/),
        expect.stringMatching(/^IBM Plex Serif/),
      ]),
    );
  });

  it('chooses the highlighted family with the arrow keys and Enter, and puts back a name that is no family', async () => {
    const { store } = renderInBuilder(<TypographySection />);
    const field = tool().getByRole('combobox', { name: 'Font family' }) as HTMLInputElement;
    act(() => field.focus());
    typeInto(field, 'PLÉX S');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // The first match is highlighted as one types; the arrows move on from it.
    const highlighted = () => field.getAttribute('aria-activedescendant');
    await waitFor(() =>
      expect(highlighted()).toBe(screen.getByRole('option', { name: /^IBM Plex Sans\b/ }).id),
    );
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(highlighted()).toBe(screen.getByRole('option', { name: /^IBM Plex Serif\b/ }).id),
    );
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    await waitFor(() =>
      expect(highlighted()).toBe(screen.getByRole('option', { name: /^IBM Plex Sans\b/ }).id),
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(typography(store).font.family).toBe('IBM Plex Sans'));
    await waitFor(() => expect(field.value).toBe('IBM Plex Sans'));

    act(() => field.blur());
    act(() => field.focus());
    typeInto(field, 'No such font');
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    act(() => field.blur());
    await waitFor(() => expect(field.value).toBe('IBM Plex Sans'));
    expect(typography(store).font.family).toBe('IBM Plex Sans');
  });

  it('finds a family by typing part of its name and chooses it from the list', async () => {
    const { store } = renderInBuilder(<TypographySection />);
    const field = tool().getByRole('combobox', { name: 'Font family' });
    fireEvent.click(field);
    fireEvent.change(field, { target: { value: 'merriw' } });
    const option = await screen.findByRole('option', { name: /^Merriweather\b/ });
    await waitFor(() =>
      expect(
        screen.getAllByRole('option').every((each) => /merriweather/i.test(each.textContent ?? '')),
      ).toBe(true),
    );
    fireEvent.click(option);
    await waitFor(() => expect(typography(store).font.family).toBe('Merriweather'));
    expect((field as HTMLInputElement).value).toBe('Merriweather');
  });

  it('sets the font size and line height within their bounds', async () => {
    const { store } = renderInBuilder(<TypographySection />);
    await slide('Font size', 'End', `${limits.fontSize.max} px`);
    expect(typography(store).font.size).toBe(limits.fontSize.max);
    await slide('Font size', 'Home', `${limits.fontSize.min} px`);
    expect(typography(store).font.size).toBe(limits.fontSize.min);
    const before = typography(store).lineHeight;
    await slide('Line height', 'ArrowRight', String(before + limits.lineHeight.step));
    expect(typography(store).lineHeight).toBe(before + limits.lineHeight.step);
  });
});
