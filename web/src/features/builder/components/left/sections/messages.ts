import { defineMessages } from 'react-intl';

/** The left pane's words (docs/web.md#the-builder and docs/product.md#builder). */
export const messages = defineMessages({
  railLabel: { id: 'builder.sections.rail.label', defaultMessage: 'Go to a section' },
  basics: { id: 'builder.sections.basics', defaultMessage: 'Basics' },
  summary: { id: 'builder.sections.summary', defaultMessage: 'Summary' },
  addSection: { id: 'builder.sections.addSection', defaultMessage: 'Add a new section' },
  addItem: { id: 'builder.sections.addItem', defaultMessage: 'Add a new item' },
  empty: {
    id: 'builder.sections.empty',
    defaultMessage: 'No items yet. Add one to show it on your resume.',
  },
  untitled: { id: 'builder.sections.untitled', defaultMessage: 'Untitled item' },
  sectionHidden: {
    id: 'builder.sections.sectionHidden',
    defaultMessage: 'This section is hidden from the resume.',
  },
  rename: { id: 'builder.sections.menu.rename', defaultMessage: 'Rename' },
  columns: { id: 'builder.sections.menu.columns', defaultMessage: 'Columns' },
  reset: { id: 'builder.sections.menu.reset', defaultMessage: 'Reset' },
  remove: { id: 'builder.sections.menu.remove', defaultMessage: 'Remove' },
  renameTitle: { id: 'builder.sections.rename.title', defaultMessage: 'Rename section' },
  renameLabel: { id: 'builder.sections.rename.label', defaultMessage: 'Section name' },
  save: { id: 'builder.sections.dialog.save', defaultMessage: 'Save Changes' },
  cancel: { id: 'builder.sections.dialog.cancel', defaultMessage: 'Cancel' },
  close: { id: 'builder.sections.dialog.close', defaultMessage: 'Close' },
  createTitle: { id: 'builder.sections.dialog.create.title', defaultMessage: 'Create a new item' },
  updateTitle: {
    id: 'builder.sections.dialog.update.title',
    defaultMessage: 'Update an existing item',
  },
  duplicateTitle: {
    id: 'builder.sections.dialog.duplicate.title',
    defaultMessage: 'Duplicate an existing item',
  },
  deleteTitle: {
    id: 'builder.sections.dialog.delete.title',
    defaultMessage: 'Are you sure you want to delete this item?',
  },
  deleteDescription: {
    id: 'builder.sections.dialog.delete.description',
    defaultMessage:
      'You can revert this action by clicking on the undo button in the floating toolbar.',
  },
  create: { id: 'builder.sections.dialog.create', defaultMessage: 'Create' },
  duplicate: { id: 'builder.sections.dialog.duplicate', defaultMessage: 'Duplicate' },
  delete: { id: 'builder.sections.dialog.delete', defaultMessage: 'Delete' },
  update: { id: 'builder.sections.row.update', defaultMessage: 'Update' },
  hidden: { id: 'builder.sections.level.hidden', defaultMessage: 'Hidden' },
  linkLabel: { id: 'builder.sections.field.linkLabel', defaultMessage: 'Link text' },
  linkLabelHelp: {
    id: 'builder.sections.field.linkLabelHelp',
    defaultMessage: 'Shown instead of the address; leave empty to show the address.',
  },
  iconHelp: {
    id: 'builder.sections.field.iconHelp',
    defaultMessage: 'The network’s icon by its simple-icons slug, e.g. github or linkedin.',
  },
  iconPreview: { id: 'builder.sections.field.iconPreview', defaultMessage: 'Icon preview' },
  keywordsHelp: {
    id: 'builder.sections.keywords.help',
    defaultMessage: 'Press Enter or type a comma to add a keyword; click a keyword to remove it.',
  },
  dragInstructions: {
    id: 'builder.sections.drag.instructions',
    defaultMessage:
      'To reorder, press space to pick the item up, the arrow keys to move it, and space again to drop it. Escape cancels.',
  },
});

/** Messages with values. */
export const valueMessages = defineMessages<{
  hideSection: { name: string };
  showSection: { name: string };
  sectionMenu: { name: string };
  goTo: { name: string };
  hideItem: { title: string };
  showItem: { title: string };
  itemMenu: { title: string };
  dragItem: { title: string };
  openItem: { title: string };
  openItemWithSubtitle: { title: string; subtitle: string };
  removeKeyword: { keyword: string };
  keywordCount: { count: number };
  columnsValue: { count: number };
  pickedUp: { title: string };
  movedOver: { title: string; over: string };
  dropped: { title: string };
  cancelled: { title: string };
  iconPreviewOf: { preview: string; icon: string };
}>({
  iconPreviewOf: {
    id: 'builder.sections.field.iconPreviewOf',
    defaultMessage: '{preview}: {icon}',
  },
  hideSection: { id: 'builder.sections.hideSection', defaultMessage: 'Hide {name}' },
  showSection: { id: 'builder.sections.showSection', defaultMessage: 'Show {name}' },
  sectionMenu: { id: 'builder.sections.sectionMenu', defaultMessage: 'Options of {name}' },
  goTo: { id: 'builder.sections.rail.goTo', defaultMessage: 'Go to {name}' },
  hideItem: { id: 'builder.sections.row.hide', defaultMessage: 'Hide {title}' },
  showItem: { id: 'builder.sections.row.show', defaultMessage: 'Show {title}' },
  itemMenu: { id: 'builder.sections.row.menu', defaultMessage: 'More actions for {title}' },
  dragItem: { id: 'builder.sections.row.drag', defaultMessage: 'Reorder {title}' },
  openItem: { id: 'builder.sections.row.open', defaultMessage: 'Edit {title}' },
  openItemWithSubtitle: {
    id: 'builder.sections.row.openWithSubtitle',
    defaultMessage: 'Edit {title}, {subtitle}',
  },
  removeKeyword: { id: 'builder.sections.keywords.remove', defaultMessage: 'Remove {keyword}' },
  keywordCount: {
    id: 'builder.sections.row.keywordCount',
    defaultMessage: '{count, plural, one {# keyword} other {# keywords}}',
  },
  columnsValue: {
    id: 'builder.sections.menu.columnsValue',
    defaultMessage: '{count, plural, one {# column} other {# columns}}',
  },
  pickedUp: { id: 'builder.sections.drag.pickedUp', defaultMessage: 'Picked up {title}.' },
  movedOver: {
    id: 'builder.sections.drag.movedOver',
    defaultMessage: '{title} moved to the place of {over}.',
  },
  dropped: { id: 'builder.sections.drag.dropped', defaultMessage: 'Dropped {title}.' },
  cancelled: {
    id: 'builder.sections.drag.cancelled',
    defaultMessage: 'Moving {title} was cancelled.',
  },
});

/** The item fields' labels (docs/product.md#item-fields). */
export const fieldMessages = defineMessages({
  network: { id: 'builder.sections.field.network', defaultMessage: 'Network' },
  username: { id: 'builder.sections.field.username', defaultMessage: 'Username' },
  icon: { id: 'builder.sections.field.icon', defaultMessage: 'Icon' },
  url: { id: 'builder.sections.field.url', defaultMessage: 'Website' },
  company: { id: 'builder.sections.field.company', defaultMessage: 'Company' },
  position: { id: 'builder.sections.field.position', defaultMessage: 'Position' },
  date: { id: 'builder.sections.field.date', defaultMessage: 'Date or Date Range' },
  location: { id: 'builder.sections.field.location', defaultMessage: 'Location' },
  summary: { id: 'builder.sections.field.summary', defaultMessage: 'Summary' },
  institution: { id: 'builder.sections.field.institution', defaultMessage: 'Institution' },
  studyType: { id: 'builder.sections.field.studyType', defaultMessage: 'Type of Study' },
  area: { id: 'builder.sections.field.area', defaultMessage: 'Area of Study' },
  score: { id: 'builder.sections.field.score', defaultMessage: 'Score' },
  name: { id: 'builder.sections.field.name', defaultMessage: 'Name' },
  description: { id: 'builder.sections.field.description', defaultMessage: 'Description' },
  level: { id: 'builder.sections.field.level', defaultMessage: 'Level' },
  keywords: { id: 'builder.sections.field.keywords', defaultMessage: 'Keywords' },
  title: { id: 'builder.sections.field.title', defaultMessage: 'Title' },
  awarder: { id: 'builder.sections.field.awarder', defaultMessage: 'Awarder' },
  issuer: { id: 'builder.sections.field.issuer', defaultMessage: 'Issuer' },
  publisher: { id: 'builder.sections.field.publisher', defaultMessage: 'Publisher' },
  organization: { id: 'builder.sections.field.organization', defaultMessage: 'Organization' },
});

/** Placeholders that show what a field takes. */
export const placeholderMessages = defineMessages({
  date: { id: 'builder.sections.placeholder.date', defaultMessage: 'March 2023 - Present' },
  url: { id: 'builder.sections.placeholder.url', defaultMessage: 'https://' },
  icon: { id: 'builder.sections.placeholder.icon', defaultMessage: 'github' },
  keywords: { id: 'builder.sections.placeholder.keywords', defaultMessage: 'Add a keyword' },
});
