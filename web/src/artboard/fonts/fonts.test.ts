import '../../../test/artboard/jsdom-text-encoding';

import { familyLoaders } from './catalogue-loaders';
import { requestFromService } from './font-service';
import { boldWeight, fontsSettled, fontStack, loadFamily } from './fonts';

// Stylesheets are stand-ins in jsdom (jest maps *.css to an empty module), so a
// family's loader resolves at once; spying on it shows whether it was asked.
const service =
  '<meta name="vitae:font-service" content="https://fonts.internal.example/css?family={family}">';

describe('fonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('asks no one for any font when the deployment has no font service', async () => {
    await loadFamily('Comic Neue', ['regular']);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('asks the font service for a family outside the catalogue, once', () => {
    document.head.innerHTML =
      '<meta name="vitae:font-service" content="https://fonts.internal.example/css?family={family}&v={variants}">';
    requestFromService('Comic Neue', ['regular', '700']);
    requestFromService('Comic Neue', ['regular', '700']);
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(
      'https://fonts.internal.example/css?family=Comic%20Neue&v=regular%2C700',
    );
  });

  it('loads a family outside the catalogue from the font service', async () => {
    document.head.innerHTML = service;
    await loadFamily('Atkinson Hyperlegible', ['regular']);
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe(
      'https://fonts.internal.example/css?family=Atkinson%20Hyperlegible',
    );
  });

  it('loads a catalogue family from its own stylesheets, once, never from the service', async () => {
    document.head.innerHTML = service;
    const inter = jest.spyOn(familyLoaders, 'Inter');
    await Promise.all([loadFamily('Inter', ['regular']), loadFamily('Inter', ['700'])]);
    await loadFamily('Inter', ['regular']);
    expect(inter).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('loads nothing for a bundled family drawn in its bundled faces', async () => {
    document.head.innerHTML = service;
    const lato = jest.spyOn(familyLoaders, 'Lato');
    await loadFamily('Lato', ['regular', 'italic', '700', '700italic']);
    expect(lato).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('loads the catalogue faces of a bundled family when a variant is not bundled', async () => {
    const openSans = jest.spyOn(familyLoaders, 'Open Sans');
    await loadFamily('Open Sans', ['regular', '600']);
    expect(openSans).toHaveBeenCalledTimes(1);
  });

  it('waits for a catalogue family’s stylesheets before loading its faces', async () => {
    const order: string[] = [];
    jest.spyOn(familyLoaders, 'Fira Code').mockImplementation(async () => {
      order.push('stylesheets');
    });
    const load = jest.fn((font: string) => {
      order.push(font);
      return Promise.resolve([]);
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load, ready: Promise.resolve() },
    });
    await fontsSettled('Fira Code', 1000);
    expect(order[0]).toBe('stylesheets');
    expect(order).toContain('700 16px "Fira Code", "IBM Plex Serif", serif');
  });

  it('falls back to a bundled family of the same kind', () => {
    expect(fontStack('Lato')).toBe('"Lato", "IBM Plex Sans", sans-serif');
    expect(fontStack('Lora')).toBe('"Lora", "IBM Plex Serif", serif');
    expect(fontStack('Fira Code')).toBe('"Fira Code", "IBM Plex Serif", serif');
  });

  it('draws bold in the heaviest chosen variant', () => {
    expect(boldWeight(['regular', 'italic'])).toBe(700);
    expect(boldWeight(['regular', '600', '800italic'])).toBe(800);
  });
});
