import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type LetterData, limits, sampleLetterData } from '@vitae/schema';
import { IntlProvider } from 'react-intl';

import { fillInJsdom, sliderNamed } from '../../../../test/builder/render-in-builder';
import { system } from '../../../ui/system';
import { builderKit } from '../../builder/builder-kit';
import { BuilderKitProvider } from '../hooks/builder-kit';
import { LetterStoreProvider } from '../hooks/letter-context';
import { createLetterStore, type LetterStore } from '../lib/letter-store';
import { LetterDesignTools } from './letter-design-tools';

beforeAll(fillInJsdom);

/** A letter that follows its resume (docs/letters.md#the-data-model). */
function followingLetter(): LetterData {
  const data = sampleLetterData();
  data.metadata.followResume = true;
  data.metadata.resumeId = 'resume-1';
  return data;
}

/** The three design sections of the letter builder, their code loaded. */
async function renderTools(locked = false): Promise<LetterStore> {
  const store = createLetterStore(
    builderKit,
    { id: 'letter-1', title: 'Letter', locked, updatedAt: new Date(0).toISOString() },
    followingLetter(),
  );
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <BuilderKitProvider kit={builderKit}>
          <LetterStoreProvider store={store}>
            <LetterDesignTools />
          </LetterStoreProvider>
        </BuilderKitProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  await screen.findByRole('combobox', { name: 'Format' }, { timeout: 10_000 });
  return store;
}

/** Clicks a radio or switch where a person does (the input is hidden); Ark applies it after the event. */
async function clickControl(role: 'radio' | 'switch', name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole(role, { name }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('the letter builder’s design tools', () => {
  it('draws Typography, Theme and Page with the letter’s language, without the resume’s fitting', async () => {
    await renderTools();
    expect(screen.getByRole('heading', { name: 'Typography' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.getByText('Letter language')).toBeTruthy();
    expect(
      screen.getByText('The date, page numbers and the direction of the text follow it'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fit to 1 page' })).toBeNull();
  });

  it('changes the font size and stops following the resume in one undo step', async () => {
    const store = await renderTools();
    const size = sliderNamed('Font size');
    const before = store.getData().metadata.typography.font.size;
    act(() => size.focus());
    fireEvent.keyDown(size, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(store.getData().metadata.typography.font.size).toBe(before + limits.fontSize.step),
    );
    expect(store.getData().metadata.followResume).toBe(false);
    act(() => store.undo());
    expect(store.getData().metadata.typography.font.size).toBe(before);
    expect(store.getData().metadata.followResume).toBe(true);
  });

  it('sets the primary colour from a swatch, the letter’s own from then on', async () => {
    const store = await renderTools();
    await clickControl('radio', 'Teal');
    expect(store.getData().metadata.theme.primary).toBe('#0d9488');
    expect(store.getData().metadata.followResume).toBe(false);
    expect(store.getData().metadata.resumeId).toBe('resume-1');
  });

  it('sets the paper format and page numbers of the letter', async () => {
    const store = await renderTools();
    fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), {
      target: { value: 'letter' },
    });
    expect(store.getData().metadata.page.format).toBe('letter');
    const numbers = store.getData().metadata.page.options.pageNumbers;
    await clickControl('switch', 'Page numbers');
    expect(store.getData().metadata.page.options.pageNumbers).toBe(!numbers);
  });

  it('shows a locked letter’s design and changes nothing', async () => {
    const store = await renderTools(true);
    const before = store.getData();
    expect((screen.getByRole('radio', { name: 'Teal' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Lora' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Lora' }));
    expect(store.getData()).toBe(before);
  });
});
