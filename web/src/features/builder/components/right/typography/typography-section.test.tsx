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

describe('the Typography tool', () => {
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
