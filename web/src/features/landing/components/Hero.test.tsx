import { render, screen } from '@testing-library/react';

import { Hero } from './Hero';

describe('landing hero', () => {
  it('offers a visitor the account links to the auth pages', () => {
    render(<Hero />);
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(
      '/auth/register',
    );
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('states the marketing claims of the spec', () => {
    render(<Hero />);
    expect(screen.getByText('No tracking or advertising')).toBeTruthy();
    expect(screen.getByText('A4 and Letter')).toBeTruthy();
  });
});
