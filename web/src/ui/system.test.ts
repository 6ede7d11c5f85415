import { breakpoints } from '@vitae/schema';

import { system, touchScreen } from './system';

describe('the design system', () => {
  it('switches layouts at the product breakpoints kept in the schema, not at Chakra’s own', () => {
    const inSystem = Object.fromEntries(
      Object.entries(system._config.theme?.breakpoints ?? {}).map(([name, value]) => [
        name,
        Number.parseFloat(value),
      ]),
    );
    expect(inSystem).toEqual(breakpoints);
  });

  it('writes each breakpoint into the media queries its responsive styles use', () => {
    expect(system.breakpoints.up('sm')).toBe('@media screen and (min-width: 40rem)');
    expect(system.breakpoints.up('2xl')).toBe('@media screen and (min-width: 87.5rem)');
    expect(system.breakpoints.down('md')).toBe('@media screen and (max-width: 47.9975rem)');
  });

  it('hides keyboard hints (<Kbd>) on a touch screen, where the primary pointer is a finger', () => {
    const base = system._config.theme?.recipes?.kbd?.base as Record<string, unknown> | undefined;
    expect(base?.[touchScreen]).toEqual({ display: 'none' });
    expect(touchScreen).toBe('@media (hover: none) and (pointer: coarse)');
  });
});
