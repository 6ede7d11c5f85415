import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { limits, sampleResumeData } from '@vitae/schema';
import { IntlProvider } from 'react-intl';

import { sliderNamed } from '../../../../../../test/builder/render-in-builder';
import { fontCatalogue } from '../../../../../artboard/fonts/catalogue';
import { system } from '../../../../../ui/system';
import { BuilderStoreProvider } from '../../../hooks/builder-context';
import { createResumeStore, type ResumeStore } from '../../../lib/resume-store';
import { PageSection } from '../page/page-section';
import { ThemeSection } from '../theme/theme-section';
import { TypographySection } from './typography-section';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderSections(locked = false, locale = 'en-US'): ResumeStore {
  const data = sampleResumeData();
  data.metadata.typography.font = {
    ...data.metadata.typography.font,
    family: 'Lato',
    subset: 'latin-ext',
    variants: ['regular', '700'],
  };
  const store = createResumeStore(
    {
      id: 'resume-1',
      title: 'Navy Engineer',
      slug: 'navy',
      visibility: 'private',
      locked,
      updatedAt: new Date(0).toISOString(),
    },
    data,
  );
  render(
    <ChakraProvider value={system}>
      <IntlProvider
        locale={locale}
        defaultLocale="en-US"
        // Another locale without its catalogue reads the English defaults.
        onError={(error) => {
          if (error.code !== 'MISSING_TRANSLATION') {
            throw error;
          }
        }}
      >
        <BuilderStoreProvider store={store}>
          <TypographySection />
          <ThemeSection />
          <PageSection />
        </BuilderStoreProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  return store;
}

/** Clicks a radio, switch or checkbox where a person does: on its label (the input is hidden). */
async function clickControl(role: 'radio' | 'switch' | 'checkbox', name: string) {
  const input = screen.getByRole(role, { name });
  fireEvent.click(input);
  // Ark's machines apply the change after the event.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('design tools of the right pane', () => {
  it('counts the fonts to search in the reader’s digits', () => {
    renderSections(false, 'ar-SA');
    const count = new Intl.NumberFormat('ar-SA').format(fontCatalogue.length);
    expect(count).not.toBe(String(fontCatalogue.length));
    expect(screen.getByPlaceholderText(`Search ${count} fonts`)).toBeTruthy();
  });

  it('chooses a quick pick, resetting subset and variants, in one undo step', () => {
    const store = renderSections();
    const before = store.getData().metadata.typography.font;
    fireEvent.click(screen.getByRole('button', { name: 'Lora' }));
    expect(store.getData().metadata.typography.font).toEqual({
      ...before,
      family: 'Lora',
      subset: 'latin',
      variants: ['regular'],
    });
    expect(screen.getByRole('button', { name: 'Lora' }).getAttribute('aria-pressed')).toBe('true');
    store.undo();
    expect(store.getData().metadata.typography.font).toEqual(before);
  });

  it('offers the chosen family’s variants and keeps the last one', async () => {
    const store = renderSections();
    await clickControl('checkbox', '700');
    expect(store.getData().metadata.typography.font.variants).toEqual(['regular']);
    await clickControl('checkbox', 'Regular');
    expect(store.getData().metadata.typography.font.variants).toEqual(['regular']);
    await clickControl('checkbox', '900 italic');
    expect(store.getData().metadata.typography.font.variants).toEqual(['regular', '900italic']);
  });

  it('applies a preset swatch and a valid custom colour, and refuses an invalid one', async () => {
    const store = renderSections();
    await clickControl('radio', 'Teal');
    expect(store.getData().metadata.theme.primary).toBe('#0d9488');
    const background = screen.getByRole('textbox', { name: 'Background' });
    fireEvent.change(background, { target: { value: 'url(x);' } });
    expect(screen.getByText('Colour must be a hex, rgb() or hsl() value.')).toBeTruthy();
    expect(store.getData().metadata.theme.background).toBe('#ffffff');
    fireEvent.change(background, { target: { value: '#fef3c7' } });
    expect(store.getData().metadata.theme.background).toBe('#fef3c7');
    expect(screen.queryByText('Colour must be a hex, rgb() or hsl() value.')).toBeNull();
  });

  it('sets the page format and switches page numbers off', async () => {
    const store = renderSections();
    fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), {
      target: { value: 'letter' },
    });
    expect(store.getData().metadata.page.format).toBe('letter');
    await clickControl('switch', 'Page numbers');
    expect(store.getData().metadata.page.options.pageNumbers).toBe(false);
  });

  it('narrows the page margin a step at a time with the keyboard and shows it in pixels', async () => {
    const store = renderSections();
    const margin = sliderNamed('Margin');
    const before = store.getData().metadata.page.margin;
    expect(margin.getAttribute('aria-valuetext')).toBe(`${before} px`);
    act(() => margin.focus());
    fireEvent.keyDown(margin, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(store.getData().metadata.page.margin).toBe(before - limits.margin.step),
    );
    expect(margin.getAttribute('aria-valuetext')).toBe(`${before - limits.margin.step} px`);
    fireEvent.keyDown(margin, { key: 'End' });
    await waitFor(() => expect(store.getData().metadata.page.margin).toBe(limits.margin.max));
  });

  it('shows everything but changes nothing on a locked resume', () => {
    renderSections(true);
    expect((screen.getByRole('button', { name: 'Lora' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Teal' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Hide icons' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('textbox', { name: 'Background' }) as HTMLInputElement).readOnly).toBe(
      true,
    );
  });
});
