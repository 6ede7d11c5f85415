import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { limits } from '@vitae/schema';

import {
  fillInJsdom,
  renderInBuilder,
  sliderNamed,
} from '../../../../../../test/builder/render-in-builder';
import { PageSection } from './page-section';

beforeAll(fillInJsdom);

describe('the Page tool', () => {
  it('narrows and widens the margin a step at a time, and shows it in pixels', async () => {
    const { store } = renderInBuilder(<PageSection />);
    const margin = sliderNamed('Margin', screen.getByRole('region', { name: 'Page' }));
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
});
