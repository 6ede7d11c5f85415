import '../../../test/artboard/jsdom-text-encoding';

import { boldWeight, fontStack, requestFamily } from './fonts';

describe('fonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('asks no one for any font when the deployment has no font service', () => {
    requestFamily('Fira Code', ['regular']);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('asks the font service for a family that is not bundled, once', () => {
    document.head.innerHTML =
      '<meta name="vitae:font-service" content="https://fonts.internal.example/css?family={family}&v={variants}">';
    requestFamily('Fira Code', ['regular', '700']);
    requestFamily('Fira Code', ['regular', '700']);
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(
      'https://fonts.internal.example/css?family=Fira%20Code&v=regular%2C700',
    );
  });

  it('never asks for a bundled family', () => {
    document.head.innerHTML =
      '<meta name="vitae:font-service" content="https://fonts.internal.example/css?family={family}">';
    requestFamily('Lato', ['regular']);
    expect(document.head.querySelector('link')).toBeNull();
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
