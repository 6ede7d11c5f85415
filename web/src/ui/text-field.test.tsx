import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';

import { system } from './system';
import { TextField } from './text-field';

function inRightToLeftPage(node: React.ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <div dir="rtl">{node}</div>
    </ChakraProvider>,
  );
}

describe('TextField', () => {
  it('keeps a slug left to right in a right-to-left page', () => {
    inRightToLeftPage(
      <TextField label="الرابط" dir="ltr" value="lsyr-ldhty" onChange={() => {}} />,
    );
    const input = screen.getByLabelText('الرابط') as HTMLInputElement;
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.closest('[dir="rtl"]')).not.toBeNull();
  });

  it('follows the page when told nothing', () => {
    inRightToLeftPage(<TextField label="العنوان" value="السيرة الذاتية" onChange={() => {}} />);
    expect(screen.getByLabelText('العنوان').hasAttribute('dir')).toBe(false);
  });
});
