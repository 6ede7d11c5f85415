import { type ReactNode } from 'react';

import { type TemplateProps } from '../templates/template';
import { Contacts, Headline, Name, Picture } from './basics';
import { SectionList } from './section';

/** The header whose pieces stand one under the other: picture, name, headline, contacts. */
export function StackedHeader() {
  return (
    <header className="header">
      <Picture />
      <Name />
      <Headline />
      <Contacts />
    </header>
  );
}

/** Props of {@link HeaderText}. */
export type HeaderTextProps = { withContacts?: boolean };

/** The name and headline (and the contacts, `withContacts`) in one box beside the picture. */
export function HeaderText({ withContacts = false }: HeaderTextProps) {
  return (
    <div className="header-text">
      <Name />
      <Headline />
      {withContacts && <Contacts />}
    </div>
  );
}

/** Props of {@link PictureBesideText}. */
export type PictureBesideTextProps = { pictureLast?: boolean };

/** The header with the picture beside the name, headline and contacts (after them, `pictureLast`). */
export function PictureBesideText({ pictureLast = false }: PictureBesideTextProps) {
  return (
    <header className="header">
      {!pictureLast && <Picture />}
      <HeaderText withContacts />
      {pictureLast && <Picture />}
    </header>
  );
}

/** Props of {@link MainColumn} and {@link SidebarColumn}. */
export type ColumnProps = {
  /** The column's section ids, in order. */
  ids: string[];
  /** What stands above the sections (e.g. the header on the first page). */
  top?: ReactNode;
};

/** The main column: `.main` with its sections. */
export function MainColumn({ ids, top }: ColumnProps) {
  return (
    <div className="main">
      {top}
      <SectionList ids={ids} />
    </div>
  );
}

/** The sidebar: `.sidebar` with its sections. */
export function SidebarColumn({ ids, top }: ColumnProps) {
  return (
    <aside className="sidebar">
      {top}
      <SectionList ids={ids} />
    </aside>
  );
}

/** Props of {@link Columns}. */
export type ColumnsProps = {
  main: string[];
  sidebar: string[];
  /** The sidebar comes first (on the left in a left-to-right resume). */
  sidebarFirst?: boolean;
  /** Classes of the box beside `columns` (e.g. `keyword-tags`). */
  className?: string;
  /** What stands above the main column's sections. */
  mainTop?: ReactNode;
  /** What stands above the sidebar's sections. */
  sidebarTop?: ReactNode;
};

/** The main column and the sidebar side by side in one `.columns` box. */
export function Columns({
  main,
  sidebar,
  sidebarFirst = false,
  className,
  mainTop,
  sidebarTop,
}: ColumnsProps) {
  const mainColumn = <MainColumn ids={main} top={mainTop} />;
  const sidebarColumn = <SidebarColumn ids={sidebar} top={sidebarTop} />;
  return (
    <div className={className ? `columns ${className}` : 'columns'}>
      {sidebarFirst ? sidebarColumn : mainColumn}
      {sidebarFirst ? mainColumn : sidebarColumn}
    </div>
  );
}

/** A page whose sidebar comes first and carries the {@link StackedHeader} on the first page. */
export function HeaderInSidebarPage({ main, sidebar, isFirstPage }: TemplateProps) {
  return (
    <Columns
      main={main}
      sidebar={sidebar}
      sidebarFirst
      sidebarTop={isFirstPage && <StackedHeader />}
    />
  );
}
