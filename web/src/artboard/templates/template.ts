import { type ReactNode } from 'react';

import { type LevelStyle } from '../blocks/context';

/** What a template draws for one layout page: the section ids of its two columns. */
export type TemplateProps = {
  /** The main column's section ids, in order. */
  main: string[];
  /** The sidebar's section ids, in order. */
  sidebar: string[];
  /** The first page carries the header (name, picture, contacts). */
  isFirstPage: boolean;
};

/** A template: its page component and how it draws levels (its letter's page: letter/letter-module.ts). */
export type TemplateDefinition = {
  level: LevelStyle;
  Page: (props: TemplateProps) => ReactNode;
};
