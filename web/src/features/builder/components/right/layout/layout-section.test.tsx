import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleResumeData } from '@vitae/schema';

import {
  chooseFromMenu,
  fillInJsdom,
  renderInBuilder,
} from '../../../../../../test/builder/render-in-builder';
import { type ResumeStore } from '../../../lib/resume-store';
import { LayoutSection } from './layout-section';

beforeAll(fillInJsdom);

const sampleLayout = sampleResumeData().metadata.layout;
const layoutOf = (store: ResumeStore) => store.getData().metadata.layout;
const layoutTool = () => within(screen.getByRole('region', { name: 'Layout' }));

describe('the Layout tool', () => {
  it('shows each page’s sections and moves one to another page from its menu', async () => {
    const { store } = renderInBuilder(<LayoutSection />);
    expect(layoutTool().getByRole('heading', { name: 'Page 1' })).toBeTruthy();
    expect(layoutTool().queryByRole('heading', { name: 'Page 2' })).toBeNull();

    fireEvent.click(layoutTool().getByRole('button', { name: 'Add page' }));
    expect(layoutOf(store)).toEqual([...sampleLayout, [[], []]]);
    expect(layoutTool().getByRole('heading', { name: 'Page 2' })).toBeTruthy();

    await chooseFromMenu(
      layoutTool().getByRole('button', { name: 'Move Summary' }),
      'Move to page 2 sidebar',
    );
    expect(layoutOf(store)[0][0]).not.toContain('summary');
    expect(layoutOf(store)[1]).toEqual([[], ['summary']]);
  });

  it('moves a section down its column, and not above the top', async () => {
    const { store } = renderInBuilder(<LayoutSection />);
    await chooseFromMenu(layoutTool().getByRole('button', { name: 'Move Summary' }), 'Move down');
    expect(layoutOf(store)[0][0].slice(0, 2)).toEqual(['experience', 'summary']);
    const trigger = layoutTool().getByRole('button', { name: 'Move Experience' });
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    // The menu this trigger opened (Summary's may still be on its way out).
    const menu = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
    expect(menu.getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(
      menu.getByRole('menuitem', { name: 'Move down' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('removes a page, its sections joining the first page, and resets the layout', async () => {
    const { store } = renderInBuilder(<LayoutSection />);
    fireEvent.click(layoutTool().getByRole('button', { name: 'Add page' }));
    await chooseFromMenu(
      layoutTool().getByRole('button', { name: 'Move Skills' }),
      'Move to page 2 main',
    );
    expect(layoutOf(store)[1]).toEqual([['skills'], []]);

    fireEvent.click(layoutTool().getByRole('button', { name: 'Remove page 2' }));
    expect(layoutOf(store)).toHaveLength(1);
    expect(layoutOf(store)[0][0].at(-1)).toBe('skills');
    expect(layoutTool().queryByRole('heading', { name: 'Page 2' })).toBeNull();

    fireEvent.click(layoutTool().getByRole('button', { name: 'Reset Layout' }));
    expect(layoutOf(store)[0][1]).toContain('skills');
    expect(layoutOf(store)[0][0]).not.toContain('skills');
    act(() => store.undo());
    expect(layoutOf(store)[0][0].at(-1)).toBe('skills');
  });

  it('changes nothing on a locked resume', () => {
    const { store } = renderInBuilder(<LayoutSection />, { locked: true });
    const buttons = [
      layoutTool().getByRole('button', { name: 'Add page' }),
      layoutTool().getByRole('button', { name: 'Reset Layout' }),
      layoutTool().getByRole('button', { name: 'Move Summary' }),
    ] as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true, true]);
    expect(layoutOf(store)).toEqual(sampleLayout);
  });
});
