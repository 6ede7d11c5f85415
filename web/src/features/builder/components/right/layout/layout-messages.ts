import { defineMessages } from 'react-intl';

/** The Layout tool's words. */
export const layoutMessages = defineMessages<{
  title: Record<string, never>;
  reset: Record<string, never>;
  addPage: Record<string, never>;
  page: { page: string };
  removePage: { page: string };
  remove: Record<string, never>;
  main: Record<string, never>;
  sidebar: Record<string, never>;
  hint: Record<string, never>;
  hidden: Record<string, never>;
  empty: Record<string, never>;
  sectionMenu: { name: string };
  moveUp: Record<string, never>;
  moveDown: Record<string, never>;
  moveTo: { page: string; column: string };
}>({
  title: { id: 'builder.layout.title', defaultMessage: 'Layout' },
  reset: { id: 'builder.layout.reset', defaultMessage: 'Reset Layout' },
  addPage: { id: 'builder.layout.addPage', defaultMessage: 'Add page' },
  page: { id: 'builder.layout.page', defaultMessage: 'Page {page}' },
  removePage: { id: 'builder.layout.removePage', defaultMessage: 'Remove page {page}' },
  remove: { id: 'builder.layout.remove', defaultMessage: 'Remove' },
  main: { id: 'builder.layout.main', defaultMessage: 'Main' },
  sidebar: { id: 'builder.layout.sidebar', defaultMessage: 'Sidebar' },
  hint: {
    id: 'builder.layout.hint',
    defaultMessage:
      'Drag a section to another column or page, or use its menu to move it with the keyboard.',
  },
  hidden: { id: 'builder.layout.hidden', defaultMessage: 'Hidden' },
  empty: { id: 'builder.layout.empty', defaultMessage: 'Drop here' },
  sectionMenu: { id: 'builder.layout.sectionMenu', defaultMessage: 'Move {name}' },
  moveUp: { id: 'builder.layout.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'builder.layout.moveDown', defaultMessage: 'Move down' },
  moveTo: {
    id: 'builder.layout.moveTo',
    defaultMessage: 'Move to page {page} {column, select, main {main} other {sidebar}}',
  },
});
