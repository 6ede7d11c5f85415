import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { defaultLetterData, letterLimits } from '@vitae/schema';
import { IntlProvider } from 'react-intl';

import { fillInJsdom } from '../../../../test/builder/render-in-builder';
import { system } from '../../../ui/system';
import { builderKit } from '../../builder/builder-kit';
import { BuilderKitProvider } from '../hooks/builder-kit';
import { LetterStoreProvider } from '../hooks/letter-context';
import { createLetterStore } from '../lib/letter-store';
import { LetterField } from './letter-field';

beforeAll(fillInJsdom);

function renderField(locked = false) {
  const store = createLetterStore(
    builderKit,
    { id: 'letter-1', title: 'Letter', locked, updatedAt: new Date(0).toISOString() },
    defaultLetterData(),
  );
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <BuilderKitProvider kit={builderKit}>
          <LetterStoreProvider store={store}>
            <LetterField path="recipient.company" label="Company" max={letterLimits.name} />
          </LetterStoreProvider>
        </BuilderKitProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Company', { selector: 'input' });
  return { store, input };
}

describe('a letter field', () => {
  it('puts what is typed into the letter', () => {
    const { store, input } = renderField();
    fireEvent.change(input, { target: { value: 'Initech' } });
    expect(store.getData().recipient.company).toBe('Initech');
    expect(screen.queryByText(/the limit is reached/)).toBeNull();
  });

  it('stops at its bound and says so', () => {
    const { store, input } = renderField();
    expect(input.maxLength).toBe(letterLimits.name);
    fireEvent.change(input, { target: { value: 'x'.repeat(letterLimits.name + 40) } });
    expect(store.getData().recipient.company).toHaveLength(letterLimits.name);
    expect(screen.getByText('At most 255 characters: the limit is reached.')).toBeTruthy();
  });

  it('is read-only while the letter is locked', () => {
    const { store, input } = renderField(true);
    expect(input.readOnly).toBe(true);
    fireEvent.change(input, { target: { value: 'Initech' } });
    expect(store.getData().recipient.company).toBe('');
  });
});
