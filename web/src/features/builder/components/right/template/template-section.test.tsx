import { act, fireEvent, screen, within } from '@testing-library/react';
import { templates } from '@vitae/schema';

import { fillInJsdom, renderInBuilder } from '../../../../../../test/builder/render-in-builder';
import { TemplateSection } from './template-section';

beforeAll(fillInJsdom);

const gallery = () => within(screen.getByRole('radiogroup', { name: 'Templates' }));
const checked = () =>
  gallery()
    .getAllByRole('radio')
    .filter((card) => card.getAttribute('aria-checked') === 'true')
    .map((card) => card.textContent);

describe('the Template tool', () => {
  it('offers every template as a card, in the order of the template list', () => {
    renderInBuilder(<TemplateSection />);
    const names = gallery()
      .getAllByRole('radio')
      .map((card) => card.textContent?.toLowerCase());
    expect(names).toEqual([...templates]);
    expect(names).toEqual(
      expect.arrayContaining(['rotom', 'slowking', 'swablu', 'unown', 'xatu', 'zangoose']),
    );
  });

  it('checks the resume’s template and chooses another with a click, one undo step', () => {
    const { store } = renderInBuilder(<TemplateSection />);
    expect(checked()).toEqual(['Glalie']);

    fireEvent.click(gallery().getByRole('radio', { name: 'Pikachu' }));
    expect(store.getData().metadata.template).toBe('pikachu');
    expect(checked()).toEqual(['Pikachu']);

    act(() => store.undo());
    expect(store.getData().metadata.template).toBe('glalie');
    expect(checked()).toEqual(['Glalie']);
  });

  it('moves the choice with the arrow keys, Home and End, and focus follows', () => {
    const { store } = renderInBuilder(<TemplateSection />);
    const card = (name: string) => gallery().getByRole('radio', { name });
    expect(card('Glalie').tabIndex).toBe(0);
    const steps = [
      ['Glalie', 'ArrowRight', 'Kakuna'],
      ['Kakuna', 'ArrowUp', 'Glalie'],
      ['Glalie', 'End', 'Zangoose'],
      ['Zangoose', 'ArrowDown', 'Azurill'],
      ['Azurill', 'ArrowLeft', 'Zangoose'],
      ['Zangoose', 'Home', 'Azurill'],
    ];
    for (const [from, key, to] of steps) {
      fireEvent.keyDown(card(from), { key });
      expect(store.getData().metadata.template).toBe(to.toLowerCase());
      expect(document.activeElement).toBe(card(to));
      expect(checked()).toEqual([to]);
    }
  });

  it('lets no template be chosen on a locked resume', () => {
    const { store } = renderInBuilder(<TemplateSection />, { locked: true });
    const pikachu = gallery().getByRole('radio', { name: 'Pikachu' }) as HTMLButtonElement;
    expect(pikachu.disabled).toBe(true);
    fireEvent.click(pikachu);
    expect(store.getData().metadata.template).toBe('glalie');
  });
});
